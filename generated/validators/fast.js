// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// The fast first pass of record validation (codegen/fast-check.ts): true only where validators/record.js accepts.
/* eslint-disable */
function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n}
function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n}
function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}
function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5}
function scanWide(value,maxDepth,finite,storable,storableNames){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&storableNames?.[name]!==true&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}
const NAMES = {__proto__: null, "action_summary": true, "action_type": true, "agent_id": true, "alternatives_considered": true, "attachments": true, "behavior": true, "category": true, "client_ts_utc": true, "cost_usd": true, "data": true, "description": true, "digest": true, "dry_run": true, "duration_ms": true, "endpoint": true, "execution_id": true, "execution_status": true, "field": true, "finish_reason": true, "goal": true, "input_payload": true, "input_record_id": true, "inputs": true, "kind": true, "label": true, "lessons": true, "media_type": true, "model_invocation": true, "model_name": true, "model_version": true, "notes": true, "outcome": true, "output_payload": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "prompt": true, "provider": true, "rationale": true, "record_id": true, "ref": true, "reflection": true, "schema_version": true, "score": true, "server_ts_utc": true, "session_id": true, "size_bytes": true, "success": true, "summary": true, "tags": true, "target_system": true, "temperature": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true, "uri": true};
const pattern0 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");
const pattern1 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
const pattern2 = new RegExp("^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$", "u");
function fastRecord_Observing_2(v3) {
let b = 0;
if (v3 === null || typeof v3 !== "object" || Array.isArray(v3)) return -1;
b += 2;
const y4 = v3["behavior"];
if (y4 === undefined) {return -1;} else {
if (typeof y4 !== "string") return -1;
if (y4 !== "Observing") return -1;
if (y4 !== "Observing" && y4 !== "Planning" && y4 !== "Thinking" && y4 !== "Acting" && y4 !== "Reflecting" && y4 !== "ToolCalling" && y4 !== "Other") return -1;
b += y4.length * 6 + 2;
b += 52;
}
const y5 = v3["trigger_source"];
if (y5 === undefined) {} else {
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 256 && (y5.length > 256 || utf8Length(y5) > 256)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
b += 88;
}
const y6 = v3["trigger_type"];
if (y6 === undefined) {} else {
if (typeof y6 !== "string") return -1;
if (y6 !== "user_message" && y6 !== "agent_message" && y6 !== "tool_result" && y6 !== "schedule" && y6 !== "webhook" && y6 !== "market_data" && y6 !== "chain_event" && y6 !== "system" && y6 !== "other") return -1;
b += y6.length * 6 + 2;
b += 76;
}
const y7 = v3["trigger_description"];
if (y7 === undefined) {} else {
if (typeof y7 !== "string") return -1;
if (y7.length * 3 > 2048 && (y7.length > 2048 || utf8Length(y7) > 2048)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 118;
}
const y8 = v3["trigger_payload_summary"];
if (y8 === undefined) {} else {
if (typeof y8 !== "string") return -1;
if (y8.length * 3 > 4096 && (y8.length > 4096 || utf8Length(y8) > 4096)) return -1;
if (isUnstorableText(y8)) return -1;
b += y8.length * 6 + 2;
b += 142;
}
const y9 = v3["agent_id"];
if (y9 === undefined) {} else {
if (typeof y9 !== "string") return -1;
if (y9.length * 3 > 128 && (y9.length > 128 || utf8Length(y9) > 128)) return -1;
if (isUnstorableText(y9)) return -1;
b += y9.length * 6 + 2;
b += 52;
}
const y10 = v3["session_id"];
if (y10 === undefined) {return -1;} else {
if (typeof y10 !== "string") return -1;
if (y10.length < 1 || (y10.length < 2 && codePoints(y10) < 1)) return -1;
if (y10.length * 3 > 256 && (y10.length > 256 || utf8Length(y10) > 256)) return -1;
if (isUnstorableText(y10)) return -1;
b += y10.length * 6 + 2;
b += 64;
}
const y11 = v3["record_id"];
if (y11 === undefined) {return -1;} else {
if (typeof y11 !== "string") return -1;
if (!pattern0.test(y11)) return -1;
if (isUnstorableText(y11)) return -1;
b += y11.length * 6 + 2;
b += 58;
}
const y12 = v3["schema_version"];
if (y12 === undefined) {return -1;} else {
if (typeof y12 !== "string") return -1;
if (y12.length < 1 || (y12.length < 2 && codePoints(y12) < 1)) return -1;
if (y12.length * 3 > 32 && (y12.length > 32 || utf8Length(y12) > 32)) return -1;
if (isUnstorableText(y12)) return -1;
b += y12.length * 6 + 2;
b += 88;
}
const y13 = v3["client_ts_utc"];
if (y13 === undefined) {return -1;} else {
if (typeof y13 !== "number" || !isFinite(y13) || y13 % 1 !== 0) return -1;
if (y13 > 9007199254740991) return -1;
if (y13 <= 0) return -1;
b += 25;
b += 82;
}
const y14 = v3["server_ts_utc"];
if (y14 === undefined) {} else {
if (typeof y14 !== "number" || !isFinite(y14) || y14 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y15 = v3["notes"];
if (y15 === undefined) {} else {
if (typeof y15 !== "string") return -1;
if (y15.length * 3 > 2048 && (y15.length > 2048 || utf8Length(y15) > 2048)) return -1;
if (isUnstorableText(y15)) return -1;
b += y15.length * 6 + 2;
b += 34;
}
const y16 = v3["tags"];
if (y16 === undefined) {} else {
if (!Array.isArray(y16)) return -1;
if (y16.length > 32) return -1;
b += y16.length + 2;
for (let i17 = 0; i17 < y16.length; i17++) {
const y18 = y16[i17];
if (typeof y18 !== "string") return -1;
if (y18.length < 1 || (y18.length < 2 && codePoints(y18) < 1)) return -1;
if (y18.length > 64 && codePoints(y18) > 64) return -1;
if (isUnstorableText(y18)) return -1;
b += y18.length * 6 + 2;
}
b += 28;
}
const y19 = v3["parent_record_id"];
if (y19 === undefined) {} else {
if (typeof y19 !== "string") return -1;
if (!pattern0.test(y19)) return -1;
if (isUnstorableText(y19)) return -1;
b += y19.length * 6 + 2;
b += 100;
}
const y20 = v3["upstream_record_id"];
if (y20 === undefined) {} else {
if (!Array.isArray(y20)) return -1;
if (y20.length > 64) return -1;
b += y20.length + 2;
for (let i21 = 0; i21 < y20.length; i21++) {
const y22 = y20[i21];
if (typeof y22 !== "string") return -1;
if (!pattern0.test(y22)) return -1;
if (isUnstorableText(y22)) return -1;
b += y22.length * 6 + 2;
}
b += 112;
}
const y23 = v3["input_record_id"];
if (y23 === undefined) {} else {
if (typeof y23 !== "string") return -1;
if (!pattern0.test(y23)) return -1;
if (isUnstorableText(y23)) return -1;
b += y23.length * 6 + 2;
b += 94;
}
const y24 = v3["duration_ms"];
if (y24 === undefined) {} else {
if (typeof y24 !== "number" || !isFinite(y24) || y24 % 1 !== 0) return -1;
if (y24 < 0) return -1;
if (y24 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y25 = v3["attachments"];
if (y25 === undefined) {} else {
if (!Array.isArray(y25)) return -1;
if (y25.length > 16) return -1;
b += y25.length + 2;
for (let i26 = 0; i26 < y25.length; i26++) {
const y27 = y25[i26];
if (y27 === null || typeof y27 !== "object" || Array.isArray(y27)) return -1;
b += 2;
const y28 = y27["digest"];
if (y28 === undefined) {return -1;} else {
if (typeof y28 !== "string") return -1;
if (!pattern1.test(y28)) return -1;
if (isUnstorableText(y28)) return -1;
b += y28.length * 6 + 2;
b += 40;
}
const y29 = y27["size_bytes"];
if (y29 === undefined) {return -1;} else {
if (typeof y29 !== "number" || !isFinite(y29) || y29 % 1 !== 0) return -1;
if (y29 < 0) return -1;
if (y29 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y30 = y27["media_type"];
if (y30 === undefined) {return -1;} else {
if (typeof y30 !== "string") return -1;
if (y30.length < 1 || (y30.length < 2 && codePoints(y30) < 1)) return -1;
if (y30.length * 3 > 256 && (y30.length > 256 || utf8Length(y30) > 256)) return -1;
if (isUnstorableText(y30)) return -1;
b += y30.length * 6 + 2;
b += 64;
}
const y31 = y27["uri"];
if (y31 === undefined) {return -1;} else {
if (typeof y31 !== "string") return -1;
if (y31.length < 1 || (y31.length < 2 && codePoints(y31) < 1)) return -1;
if (y31.length * 3 > 2048 && (y31.length > 2048 || utf8Length(y31) > 2048)) return -1;
if (isUnstorableText(y31)) return -1;
b += y31.length * 6 + 2;
b += 22;
}
const y32 = y27["field"];
if (y32 === undefined) {} else {
if (typeof y32 !== "string") return -1;
if (y32.length < 1 || (y32.length < 2 && codePoints(y32) < 1)) return -1;
if (y32.length * 3 > 256 && (y32.length > 256 || utf8Length(y32) > 256)) return -1;
if (isUnstorableText(y32)) return -1;
b += y32.length * 6 + 2;
b += 34;
}
for (const k33 in y27) if (k33 !== "digest" && k33 !== "size_bytes" && k33 !== "media_type" && k33 !== "uri" && k33 !== "field") return -1;
}
b += 70;
}
for (const k34 in v3) if (k34 !== "behavior" && k34 !== "trigger_source" && k34 !== "trigger_type" && k34 !== "trigger_description" && k34 !== "trigger_payload_summary" && k34 !== "agent_id" && k34 !== "session_id" && k34 !== "record_id" && k34 !== "schema_version" && k34 !== "client_ts_utc" && k34 !== "server_ts_utc" && k34 !== "notes" && k34 !== "tags" && k34 !== "parent_record_id" && k34 !== "upstream_record_id" && k34 !== "input_record_id" && k34 !== "duration_ms" && k34 !== "attachments") return -1;
return b;
}
function fastRecord_Planning_35(v36) {
let b = 0;
if (v36 === null || typeof v36 !== "object" || Array.isArray(v36)) return -1;
b += 2;
const y37 = v36["behavior"];
if (y37 === undefined) {return -1;} else {
if (typeof y37 !== "string") return -1;
if (y37 !== "Planning") return -1;
if (y37 !== "Observing" && y37 !== "Planning" && y37 !== "Thinking" && y37 !== "Acting" && y37 !== "Reflecting" && y37 !== "ToolCalling" && y37 !== "Other") return -1;
b += y37.length * 6 + 2;
b += 52;
}
const y38 = v36["goal"];
if (y38 === undefined) {} else {
if (typeof y38 !== "string") return -1;
if (y38.length * 3 > 4096 && (y38.length > 4096 || utf8Length(y38) > 4096)) return -1;
if (isUnstorableText(y38)) return -1;
b += y38.length * 6 + 2;
b += 28;
}
const y39 = v36["plan_steps"];
if (y39 === undefined) {} else {
if (!Array.isArray(y39)) return -1;
if (y39.length > 64) return -1;
b += y39.length + 2;
for (let i40 = 0; i40 < y39.length; i40++) {
const y41 = y39[i40];
if (typeof y41 !== "string") return -1;
if (y41.length * 3 > 2048 && (y41.length > 2048 || utf8Length(y41) > 2048)) return -1;
if (isUnstorableText(y41)) return -1;
b += y41.length * 6 + 2;
}
b += 64;
}
const y42 = v36["rationale"];
if (y42 === undefined) {} else {
if (typeof y42 !== "string") return -1;
if (y42.length * 3 > 16384 && (y42.length > 16384 || utf8Length(y42) > 16384)) return -1;
if (isUnstorableText(y42)) return -1;
b += y42.length * 6 + 2;
b += 58;
}
const y43 = v36["alternatives_considered"];
if (y43 === undefined) {} else {
if (!Array.isArray(y43)) return -1;
if (y43.length > 32) return -1;
b += y43.length + 2;
for (let i44 = 0; i44 < y43.length; i44++) {
const y45 = y43[i44];
if (typeof y45 !== "string") return -1;
if (y45.length * 3 > 2048 && (y45.length > 2048 || utf8Length(y45) > 2048)) return -1;
if (isUnstorableText(y45)) return -1;
b += y45.length * 6 + 2;
}
b += 142;
}
const y46 = v36["model_invocation"];
if (y46 === undefined) {} else {
if (y46 === null || typeof y46 !== "object" || Array.isArray(y46)) return -1;
b += 2;
const y47 = y46["provider"];
if (y47 === undefined) {return -1;} else {
if (typeof y47 !== "string") return -1;
if (y47.length < 1 || (y47.length < 2 && codePoints(y47) < 1)) return -1;
if (y47.length * 3 > 128 && (y47.length > 128 || utf8Length(y47) > 128)) return -1;
if (isUnstorableText(y47)) return -1;
b += y47.length * 6 + 2;
b += 52;
}
const y48 = y46["model_name"];
if (y48 === undefined) {return -1;} else {
if (typeof y48 !== "string") return -1;
if (y48.length < 1 || (y48.length < 2 && codePoints(y48) < 1)) return -1;
if (y48.length * 3 > 256 && (y48.length > 256 || utf8Length(y48) > 256)) return -1;
if (isUnstorableText(y48)) return -1;
b += y48.length * 6 + 2;
b += 64;
}
const y49 = y46["model_version"];
if (y49 === undefined) {} else {
if (typeof y49 !== "string") return -1;
if (y49.length * 3 > 128 && (y49.length > 128 || utf8Length(y49) > 128)) return -1;
if (isUnstorableText(y49)) return -1;
b += y49.length * 6 + 2;
b += 82;
}
const y50 = y46["tokens_in"];
if (y50 === undefined) {} else {
if (typeof y50 !== "number" || !isFinite(y50)) return -1;
if (y50 < 0) return -1;
b += 25;
b += 58;
}
const y51 = y46["tokens_out"];
if (y51 === undefined) {} else {
if (typeof y51 !== "number" || !isFinite(y51)) return -1;
if (y51 < 0) return -1;
b += 25;
b += 64;
}
const y52 = y46["cost_usd"];
if (y52 === undefined) {} else {
if (typeof y52 !== "number" || !isFinite(y52)) return -1;
if (y52 < 0) return -1;
b += 25;
b += 52;
}
const y53 = y46["temperature"];
if (y53 === undefined) {} else {
if (typeof y53 !== "number" || !isFinite(y53)) return -1;
if (y53 < 0) return -1;
b += 25;
b += 70;
}
const y54 = y46["finish_reason"];
if (y54 === undefined) {} else {
if (typeof y54 !== "string") return -1;
if (y54.length * 3 > 128 && (y54.length > 128 || utf8Length(y54) > 128)) return -1;
if (isUnstorableText(y54)) return -1;
b += y54.length * 6 + 2;
b += 82;
}
for (const k55 in y46) if (k55 !== "provider" && k55 !== "model_name" && k55 !== "model_version" && k55 !== "tokens_in" && k55 !== "tokens_out" && k55 !== "cost_usd" && k55 !== "temperature" && k55 !== "finish_reason") return -1;
b += 100;
}
const y56 = v36["agent_id"];
if (y56 === undefined) {} else {
if (typeof y56 !== "string") return -1;
if (y56.length * 3 > 128 && (y56.length > 128 || utf8Length(y56) > 128)) return -1;
if (isUnstorableText(y56)) return -1;
b += y56.length * 6 + 2;
b += 52;
}
const y57 = v36["session_id"];
if (y57 === undefined) {return -1;} else {
if (typeof y57 !== "string") return -1;
if (y57.length < 1 || (y57.length < 2 && codePoints(y57) < 1)) return -1;
if (y57.length * 3 > 256 && (y57.length > 256 || utf8Length(y57) > 256)) return -1;
if (isUnstorableText(y57)) return -1;
b += y57.length * 6 + 2;
b += 64;
}
const y58 = v36["record_id"];
if (y58 === undefined) {return -1;} else {
if (typeof y58 !== "string") return -1;
if (!pattern0.test(y58)) return -1;
if (isUnstorableText(y58)) return -1;
b += y58.length * 6 + 2;
b += 58;
}
const y59 = v36["schema_version"];
if (y59 === undefined) {return -1;} else {
if (typeof y59 !== "string") return -1;
if (y59.length < 1 || (y59.length < 2 && codePoints(y59) < 1)) return -1;
if (y59.length * 3 > 32 && (y59.length > 32 || utf8Length(y59) > 32)) return -1;
if (isUnstorableText(y59)) return -1;
b += y59.length * 6 + 2;
b += 88;
}
const y60 = v36["client_ts_utc"];
if (y60 === undefined) {return -1;} else {
if (typeof y60 !== "number" || !isFinite(y60) || y60 % 1 !== 0) return -1;
if (y60 > 9007199254740991) return -1;
if (y60 <= 0) return -1;
b += 25;
b += 82;
}
const y61 = v36["server_ts_utc"];
if (y61 === undefined) {} else {
if (typeof y61 !== "number" || !isFinite(y61) || y61 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y62 = v36["notes"];
if (y62 === undefined) {} else {
if (typeof y62 !== "string") return -1;
if (y62.length * 3 > 2048 && (y62.length > 2048 || utf8Length(y62) > 2048)) return -1;
if (isUnstorableText(y62)) return -1;
b += y62.length * 6 + 2;
b += 34;
}
const y63 = v36["tags"];
if (y63 === undefined) {} else {
if (!Array.isArray(y63)) return -1;
if (y63.length > 32) return -1;
b += y63.length + 2;
for (let i64 = 0; i64 < y63.length; i64++) {
const y65 = y63[i64];
if (typeof y65 !== "string") return -1;
if (y65.length < 1 || (y65.length < 2 && codePoints(y65) < 1)) return -1;
if (y65.length > 64 && codePoints(y65) > 64) return -1;
if (isUnstorableText(y65)) return -1;
b += y65.length * 6 + 2;
}
b += 28;
}
const y66 = v36["parent_record_id"];
if (y66 === undefined) {} else {
if (typeof y66 !== "string") return -1;
if (!pattern0.test(y66)) return -1;
if (isUnstorableText(y66)) return -1;
b += y66.length * 6 + 2;
b += 100;
}
const y67 = v36["upstream_record_id"];
if (y67 === undefined) {} else {
if (!Array.isArray(y67)) return -1;
if (y67.length > 64) return -1;
b += y67.length + 2;
for (let i68 = 0; i68 < y67.length; i68++) {
const y69 = y67[i68];
if (typeof y69 !== "string") return -1;
if (!pattern0.test(y69)) return -1;
if (isUnstorableText(y69)) return -1;
b += y69.length * 6 + 2;
}
b += 112;
}
const y70 = v36["input_record_id"];
if (y70 === undefined) {} else {
if (typeof y70 !== "string") return -1;
if (!pattern0.test(y70)) return -1;
if (isUnstorableText(y70)) return -1;
b += y70.length * 6 + 2;
b += 94;
}
const y71 = v36["duration_ms"];
if (y71 === undefined) {} else {
if (typeof y71 !== "number" || !isFinite(y71) || y71 % 1 !== 0) return -1;
if (y71 < 0) return -1;
if (y71 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y72 = v36["attachments"];
if (y72 === undefined) {} else {
if (!Array.isArray(y72)) return -1;
if (y72.length > 16) return -1;
b += y72.length + 2;
for (let i73 = 0; i73 < y72.length; i73++) {
const y74 = y72[i73];
if (y74 === null || typeof y74 !== "object" || Array.isArray(y74)) return -1;
b += 2;
const y75 = y74["digest"];
if (y75 === undefined) {return -1;} else {
if (typeof y75 !== "string") return -1;
if (!pattern1.test(y75)) return -1;
if (isUnstorableText(y75)) return -1;
b += y75.length * 6 + 2;
b += 40;
}
const y76 = y74["size_bytes"];
if (y76 === undefined) {return -1;} else {
if (typeof y76 !== "number" || !isFinite(y76) || y76 % 1 !== 0) return -1;
if (y76 < 0) return -1;
if (y76 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y77 = y74["media_type"];
if (y77 === undefined) {return -1;} else {
if (typeof y77 !== "string") return -1;
if (y77.length < 1 || (y77.length < 2 && codePoints(y77) < 1)) return -1;
if (y77.length * 3 > 256 && (y77.length > 256 || utf8Length(y77) > 256)) return -1;
if (isUnstorableText(y77)) return -1;
b += y77.length * 6 + 2;
b += 64;
}
const y78 = y74["uri"];
if (y78 === undefined) {return -1;} else {
if (typeof y78 !== "string") return -1;
if (y78.length < 1 || (y78.length < 2 && codePoints(y78) < 1)) return -1;
if (y78.length * 3 > 2048 && (y78.length > 2048 || utf8Length(y78) > 2048)) return -1;
if (isUnstorableText(y78)) return -1;
b += y78.length * 6 + 2;
b += 22;
}
const y79 = y74["field"];
if (y79 === undefined) {} else {
if (typeof y79 !== "string") return -1;
if (y79.length < 1 || (y79.length < 2 && codePoints(y79) < 1)) return -1;
if (y79.length * 3 > 256 && (y79.length > 256 || utf8Length(y79) > 256)) return -1;
if (isUnstorableText(y79)) return -1;
b += y79.length * 6 + 2;
b += 34;
}
for (const k80 in y74) if (k80 !== "digest" && k80 !== "size_bytes" && k80 !== "media_type" && k80 !== "uri" && k80 !== "field") return -1;
}
b += 70;
}
for (const k81 in v36) if (k81 !== "behavior" && k81 !== "goal" && k81 !== "plan_steps" && k81 !== "rationale" && k81 !== "alternatives_considered" && k81 !== "model_invocation" && k81 !== "agent_id" && k81 !== "session_id" && k81 !== "record_id" && k81 !== "schema_version" && k81 !== "client_ts_utc" && k81 !== "server_ts_utc" && k81 !== "notes" && k81 !== "tags" && k81 !== "parent_record_id" && k81 !== "upstream_record_id" && k81 !== "input_record_id" && k81 !== "duration_ms" && k81 !== "attachments") return -1;
return b;
}
function fastRecord_Thinking_82(v83) {
let b = 0;
if (v83 === null || typeof v83 !== "object" || Array.isArray(v83)) return -1;
b += 2;
const y84 = v83["behavior"];
if (y84 === undefined) {return -1;} else {
if (typeof y84 !== "string") return -1;
if (y84 !== "Thinking") return -1;
if (y84 !== "Observing" && y84 !== "Planning" && y84 !== "Thinking" && y84 !== "Acting" && y84 !== "Reflecting" && y84 !== "ToolCalling" && y84 !== "Other") return -1;
b += y84.length * 6 + 2;
b += 52;
}
const y85 = v83["prompt"];
if (y85 === undefined) {return -1;} else {
if (typeof y85 !== "string") return -1;
if (y85.length < 1 || (y85.length < 2 && codePoints(y85) < 1)) return -1;
if (y85.length * 3 > 16384 && (y85.length > 16384 || utf8Length(y85) > 16384)) return -1;
if (isUnstorableText(y85)) return -1;
b += y85.length * 6 + 2;
b += 40;
}
const y86 = v83["inputs"];
if (y86 === undefined) {} else {
if (!Array.isArray(y86)) return -1;
if (y86.length > 64) return -1;
b += y86.length + 2;
for (let i87 = 0; i87 < y86.length; i87++) {
const y88 = y86[i87];
if (y88 === null || typeof y88 !== "object" || Array.isArray(y88)) return -1;
b += 2;
const y89 = y88["kind"];
if (y89 === undefined) {return -1;} else {
if (typeof y89 !== "string") return -1;
if (y89 !== "record" && y89 !== "message" && y89 !== "document" && y89 !== "tool_output" && y89 !== "memory" && y89 !== "other") return -1;
b += y89.length * 6 + 2;
b += 28;
}
const y90 = y88["ref"];
if (y90 === undefined) {} else {
if (typeof y90 !== "string") return -1;
if (y90.length * 3 > 2048 && (y90.length > 2048 || utf8Length(y90) > 2048)) return -1;
if (isUnstorableText(y90)) return -1;
b += y90.length * 6 + 2;
b += 22;
}
const y91 = y88["summary"];
if (y91 === undefined) {} else {
if (typeof y91 !== "string") return -1;
if (y91.length * 3 > 2048 && (y91.length > 2048 || utf8Length(y91) > 2048)) return -1;
if (isUnstorableText(y91)) return -1;
b += y91.length * 6 + 2;
b += 46;
}
for (const k92 in y88) if (k92 !== "kind" && k92 !== "ref" && k92 !== "summary") return -1;
}
b += 40;
}
const y93 = v83["output_payload"];
if (y93 === undefined) {return -1;} else {
if (typeof y93 !== "string") return -1;
if (y93.length < 1 || (y93.length < 2 && codePoints(y93) < 1)) return -1;
if (y93.length * 3 > 32768 && (y93.length > 32768 || utf8Length(y93) > 32768)) return -1;
if (isUnstorableText(y93)) return -1;
b += y93.length * 6 + 2;
b += 88;
}
const y94 = v83["model_invocation"];
if (y94 === undefined) {} else {
if (y94 === null || typeof y94 !== "object" || Array.isArray(y94)) return -1;
b += 2;
const y95 = y94["provider"];
if (y95 === undefined) {return -1;} else {
if (typeof y95 !== "string") return -1;
if (y95.length < 1 || (y95.length < 2 && codePoints(y95) < 1)) return -1;
if (y95.length * 3 > 128 && (y95.length > 128 || utf8Length(y95) > 128)) return -1;
if (isUnstorableText(y95)) return -1;
b += y95.length * 6 + 2;
b += 52;
}
const y96 = y94["model_name"];
if (y96 === undefined) {return -1;} else {
if (typeof y96 !== "string") return -1;
if (y96.length < 1 || (y96.length < 2 && codePoints(y96) < 1)) return -1;
if (y96.length * 3 > 256 && (y96.length > 256 || utf8Length(y96) > 256)) return -1;
if (isUnstorableText(y96)) return -1;
b += y96.length * 6 + 2;
b += 64;
}
const y97 = y94["model_version"];
if (y97 === undefined) {} else {
if (typeof y97 !== "string") return -1;
if (y97.length * 3 > 128 && (y97.length > 128 || utf8Length(y97) > 128)) return -1;
if (isUnstorableText(y97)) return -1;
b += y97.length * 6 + 2;
b += 82;
}
const y98 = y94["tokens_in"];
if (y98 === undefined) {} else {
if (typeof y98 !== "number" || !isFinite(y98)) return -1;
if (y98 < 0) return -1;
b += 25;
b += 58;
}
const y99 = y94["tokens_out"];
if (y99 === undefined) {} else {
if (typeof y99 !== "number" || !isFinite(y99)) return -1;
if (y99 < 0) return -1;
b += 25;
b += 64;
}
const y100 = y94["cost_usd"];
if (y100 === undefined) {} else {
if (typeof y100 !== "number" || !isFinite(y100)) return -1;
if (y100 < 0) return -1;
b += 25;
b += 52;
}
const y101 = y94["temperature"];
if (y101 === undefined) {} else {
if (typeof y101 !== "number" || !isFinite(y101)) return -1;
if (y101 < 0) return -1;
b += 25;
b += 70;
}
const y102 = y94["finish_reason"];
if (y102 === undefined) {} else {
if (typeof y102 !== "string") return -1;
if (y102.length * 3 > 128 && (y102.length > 128 || utf8Length(y102) > 128)) return -1;
if (isUnstorableText(y102)) return -1;
b += y102.length * 6 + 2;
b += 82;
}
for (const k103 in y94) if (k103 !== "provider" && k103 !== "model_name" && k103 !== "model_version" && k103 !== "tokens_in" && k103 !== "tokens_out" && k103 !== "cost_usd" && k103 !== "temperature" && k103 !== "finish_reason") return -1;
b += 100;
}
const y104 = v83["agent_id"];
if (y104 === undefined) {} else {
if (typeof y104 !== "string") return -1;
if (y104.length * 3 > 128 && (y104.length > 128 || utf8Length(y104) > 128)) return -1;
if (isUnstorableText(y104)) return -1;
b += y104.length * 6 + 2;
b += 52;
}
const y105 = v83["session_id"];
if (y105 === undefined) {return -1;} else {
if (typeof y105 !== "string") return -1;
if (y105.length < 1 || (y105.length < 2 && codePoints(y105) < 1)) return -1;
if (y105.length * 3 > 256 && (y105.length > 256 || utf8Length(y105) > 256)) return -1;
if (isUnstorableText(y105)) return -1;
b += y105.length * 6 + 2;
b += 64;
}
const y106 = v83["record_id"];
if (y106 === undefined) {return -1;} else {
if (typeof y106 !== "string") return -1;
if (!pattern0.test(y106)) return -1;
if (isUnstorableText(y106)) return -1;
b += y106.length * 6 + 2;
b += 58;
}
const y107 = v83["schema_version"];
if (y107 === undefined) {return -1;} else {
if (typeof y107 !== "string") return -1;
if (y107.length < 1 || (y107.length < 2 && codePoints(y107) < 1)) return -1;
if (y107.length * 3 > 32 && (y107.length > 32 || utf8Length(y107) > 32)) return -1;
if (isUnstorableText(y107)) return -1;
b += y107.length * 6 + 2;
b += 88;
}
const y108 = v83["client_ts_utc"];
if (y108 === undefined) {return -1;} else {
if (typeof y108 !== "number" || !isFinite(y108) || y108 % 1 !== 0) return -1;
if (y108 > 9007199254740991) return -1;
if (y108 <= 0) return -1;
b += 25;
b += 82;
}
const y109 = v83["server_ts_utc"];
if (y109 === undefined) {} else {
if (typeof y109 !== "number" || !isFinite(y109) || y109 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y110 = v83["notes"];
if (y110 === undefined) {} else {
if (typeof y110 !== "string") return -1;
if (y110.length * 3 > 2048 && (y110.length > 2048 || utf8Length(y110) > 2048)) return -1;
if (isUnstorableText(y110)) return -1;
b += y110.length * 6 + 2;
b += 34;
}
const y111 = v83["tags"];
if (y111 === undefined) {} else {
if (!Array.isArray(y111)) return -1;
if (y111.length > 32) return -1;
b += y111.length + 2;
for (let i112 = 0; i112 < y111.length; i112++) {
const y113 = y111[i112];
if (typeof y113 !== "string") return -1;
if (y113.length < 1 || (y113.length < 2 && codePoints(y113) < 1)) return -1;
if (y113.length > 64 && codePoints(y113) > 64) return -1;
if (isUnstorableText(y113)) return -1;
b += y113.length * 6 + 2;
}
b += 28;
}
const y114 = v83["parent_record_id"];
if (y114 === undefined) {} else {
if (typeof y114 !== "string") return -1;
if (!pattern0.test(y114)) return -1;
if (isUnstorableText(y114)) return -1;
b += y114.length * 6 + 2;
b += 100;
}
const y115 = v83["upstream_record_id"];
if (y115 === undefined) {} else {
if (!Array.isArray(y115)) return -1;
if (y115.length > 64) return -1;
b += y115.length + 2;
for (let i116 = 0; i116 < y115.length; i116++) {
const y117 = y115[i116];
if (typeof y117 !== "string") return -1;
if (!pattern0.test(y117)) return -1;
if (isUnstorableText(y117)) return -1;
b += y117.length * 6 + 2;
}
b += 112;
}
const y118 = v83["input_record_id"];
if (y118 === undefined) {} else {
if (typeof y118 !== "string") return -1;
if (!pattern0.test(y118)) return -1;
if (isUnstorableText(y118)) return -1;
b += y118.length * 6 + 2;
b += 94;
}
const y119 = v83["duration_ms"];
if (y119 === undefined) {} else {
if (typeof y119 !== "number" || !isFinite(y119) || y119 % 1 !== 0) return -1;
if (y119 < 0) return -1;
if (y119 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y120 = v83["attachments"];
if (y120 === undefined) {} else {
if (!Array.isArray(y120)) return -1;
if (y120.length > 16) return -1;
b += y120.length + 2;
for (let i121 = 0; i121 < y120.length; i121++) {
const y122 = y120[i121];
if (y122 === null || typeof y122 !== "object" || Array.isArray(y122)) return -1;
b += 2;
const y123 = y122["digest"];
if (y123 === undefined) {return -1;} else {
if (typeof y123 !== "string") return -1;
if (!pattern1.test(y123)) return -1;
if (isUnstorableText(y123)) return -1;
b += y123.length * 6 + 2;
b += 40;
}
const y124 = y122["size_bytes"];
if (y124 === undefined) {return -1;} else {
if (typeof y124 !== "number" || !isFinite(y124) || y124 % 1 !== 0) return -1;
if (y124 < 0) return -1;
if (y124 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y125 = y122["media_type"];
if (y125 === undefined) {return -1;} else {
if (typeof y125 !== "string") return -1;
if (y125.length < 1 || (y125.length < 2 && codePoints(y125) < 1)) return -1;
if (y125.length * 3 > 256 && (y125.length > 256 || utf8Length(y125) > 256)) return -1;
if (isUnstorableText(y125)) return -1;
b += y125.length * 6 + 2;
b += 64;
}
const y126 = y122["uri"];
if (y126 === undefined) {return -1;} else {
if (typeof y126 !== "string") return -1;
if (y126.length < 1 || (y126.length < 2 && codePoints(y126) < 1)) return -1;
if (y126.length * 3 > 2048 && (y126.length > 2048 || utf8Length(y126) > 2048)) return -1;
if (isUnstorableText(y126)) return -1;
b += y126.length * 6 + 2;
b += 22;
}
const y127 = y122["field"];
if (y127 === undefined) {} else {
if (typeof y127 !== "string") return -1;
if (y127.length < 1 || (y127.length < 2 && codePoints(y127) < 1)) return -1;
if (y127.length * 3 > 256 && (y127.length > 256 || utf8Length(y127) > 256)) return -1;
if (isUnstorableText(y127)) return -1;
b += y127.length * 6 + 2;
b += 34;
}
for (const k128 in y122) if (k128 !== "digest" && k128 !== "size_bytes" && k128 !== "media_type" && k128 !== "uri" && k128 !== "field") return -1;
}
b += 70;
}
for (const k129 in v83) if (k129 !== "behavior" && k129 !== "prompt" && k129 !== "inputs" && k129 !== "output_payload" && k129 !== "model_invocation" && k129 !== "agent_id" && k129 !== "session_id" && k129 !== "record_id" && k129 !== "schema_version" && k129 !== "client_ts_utc" && k129 !== "server_ts_utc" && k129 !== "notes" && k129 !== "tags" && k129 !== "parent_record_id" && k129 !== "upstream_record_id" && k129 !== "input_record_id" && k129 !== "duration_ms" && k129 !== "attachments") return -1;
return b;
}
function fastRecord_if168(v169) {
const y170 = v169["target_system"];
if (y170 === undefined) {return false;} else {
if (typeof y170 !== "string") return false;
if (!pattern2.test(y170)) return false;
}
const y171 = v169["execution_status"];
if (y171 === undefined) {return false;} else {
if (typeof y171 !== "string") return false;
if (y171 !== "confirmed") return false;
}
return true;
}
function fastRecord_Acting_130(v131) {
let b = 0;
if (v131 === null || typeof v131 !== "object" || Array.isArray(v131)) return -1;
b += 2;
const y132 = v131["behavior"];
if (y132 === undefined) {return -1;} else {
if (typeof y132 !== "string") return -1;
if (y132 !== "Acting") return -1;
if (y132 !== "Observing" && y132 !== "Planning" && y132 !== "Thinking" && y132 !== "Acting" && y132 !== "Reflecting" && y132 !== "ToolCalling" && y132 !== "Other") return -1;
b += y132.length * 6 + 2;
b += 52;
}
const y133 = v131["action_type"];
if (y133 === undefined) {} else {
if (typeof y133 !== "string") return -1;
if (y133.length * 3 > 256 && (y133.length > 256 || utf8Length(y133) > 256)) return -1;
if (isUnstorableText(y133)) return -1;
b += y133.length * 6 + 2;
b += 70;
}
const y134 = v131["target_system"];
if (y134 === undefined) {} else {
if (typeof y134 !== "string") return -1;
if (y134.length * 3 > 256 && (y134.length > 256 || utf8Length(y134) > 256)) return -1;
if (isUnstorableText(y134)) return -1;
b += y134.length * 6 + 2;
b += 82;
}
const y135 = v131["action_summary"];
if (y135 === undefined) {} else {
if (typeof y135 !== "string") return -1;
if (y135.length * 3 > 2048 && (y135.length > 2048 || utf8Length(y135) > 2048)) return -1;
if (isUnstorableText(y135)) return -1;
b += y135.length * 6 + 2;
b += 88;
}
const y136 = v131["parameters"];
if (y136 === undefined) {} else {
if (y136 === null || typeof y136 !== "object" || Array.isArray(y136)) return -1;
{
let b137 = 0;
const w138 = scanWide(y136, 63, true, true, NAMES);
if (w138 < 0) return -1;
b137 += w138;
if (b137 > 16384) return -1;
b += b137;
}
b += 64;
}
const y139 = v131["dry_run"];
if (y139 === undefined) {} else {
if (typeof y139 !== "boolean") return -1;
b += 5;
b += 46;
}
const y140 = v131["execution_status"];
if (y140 === undefined) {} else {
if (typeof y140 !== "string") return -1;
if (y140 !== "pending" && y140 !== "submitted" && y140 !== "confirmed" && y140 !== "failed" && y140 !== "reverted" && y140 !== "cancelled" && y140 !== "simulated" && y140 !== "other") return -1;
b += y140.length * 6 + 2;
b += 100;
}
const y141 = v131["execution_id"];
if (y141 === undefined) {} else {
if (typeof y141 !== "string") return -1;
if (y141.length < 1 || (y141.length < 2 && codePoints(y141) < 1)) return -1;
if (y141.length * 3 > 256 && (y141.length > 256 || utf8Length(y141) > 256)) return -1;
if (isUnstorableText(y141)) return -1;
b += y141.length * 6 + 2;
b += 76;
}
const y142 = v131["agent_id"];
if (y142 === undefined) {} else {
if (typeof y142 !== "string") return -1;
if (y142.length * 3 > 128 && (y142.length > 128 || utf8Length(y142) > 128)) return -1;
if (isUnstorableText(y142)) return -1;
b += y142.length * 6 + 2;
b += 52;
}
const y143 = v131["session_id"];
if (y143 === undefined) {return -1;} else {
if (typeof y143 !== "string") return -1;
if (y143.length < 1 || (y143.length < 2 && codePoints(y143) < 1)) return -1;
if (y143.length * 3 > 256 && (y143.length > 256 || utf8Length(y143) > 256)) return -1;
if (isUnstorableText(y143)) return -1;
b += y143.length * 6 + 2;
b += 64;
}
const y144 = v131["record_id"];
if (y144 === undefined) {return -1;} else {
if (typeof y144 !== "string") return -1;
if (!pattern0.test(y144)) return -1;
if (isUnstorableText(y144)) return -1;
b += y144.length * 6 + 2;
b += 58;
}
const y145 = v131["schema_version"];
if (y145 === undefined) {return -1;} else {
if (typeof y145 !== "string") return -1;
if (y145.length < 1 || (y145.length < 2 && codePoints(y145) < 1)) return -1;
if (y145.length * 3 > 32 && (y145.length > 32 || utf8Length(y145) > 32)) return -1;
if (isUnstorableText(y145)) return -1;
b += y145.length * 6 + 2;
b += 88;
}
const y146 = v131["client_ts_utc"];
if (y146 === undefined) {return -1;} else {
if (typeof y146 !== "number" || !isFinite(y146) || y146 % 1 !== 0) return -1;
if (y146 > 9007199254740991) return -1;
if (y146 <= 0) return -1;
b += 25;
b += 82;
}
const y147 = v131["server_ts_utc"];
if (y147 === undefined) {} else {
if (typeof y147 !== "number" || !isFinite(y147) || y147 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y148 = v131["notes"];
if (y148 === undefined) {} else {
if (typeof y148 !== "string") return -1;
if (y148.length * 3 > 2048 && (y148.length > 2048 || utf8Length(y148) > 2048)) return -1;
if (isUnstorableText(y148)) return -1;
b += y148.length * 6 + 2;
b += 34;
}
const y149 = v131["tags"];
if (y149 === undefined) {} else {
if (!Array.isArray(y149)) return -1;
if (y149.length > 32) return -1;
b += y149.length + 2;
for (let i150 = 0; i150 < y149.length; i150++) {
const y151 = y149[i150];
if (typeof y151 !== "string") return -1;
if (y151.length < 1 || (y151.length < 2 && codePoints(y151) < 1)) return -1;
if (y151.length > 64 && codePoints(y151) > 64) return -1;
if (isUnstorableText(y151)) return -1;
b += y151.length * 6 + 2;
}
b += 28;
}
const y152 = v131["parent_record_id"];
if (y152 === undefined) {} else {
if (typeof y152 !== "string") return -1;
if (!pattern0.test(y152)) return -1;
if (isUnstorableText(y152)) return -1;
b += y152.length * 6 + 2;
b += 100;
}
const y153 = v131["upstream_record_id"];
if (y153 === undefined) {} else {
if (!Array.isArray(y153)) return -1;
if (y153.length > 64) return -1;
b += y153.length + 2;
for (let i154 = 0; i154 < y153.length; i154++) {
const y155 = y153[i154];
if (typeof y155 !== "string") return -1;
if (!pattern0.test(y155)) return -1;
if (isUnstorableText(y155)) return -1;
b += y155.length * 6 + 2;
}
b += 112;
}
const y156 = v131["input_record_id"];
if (y156 === undefined) {} else {
if (typeof y156 !== "string") return -1;
if (!pattern0.test(y156)) return -1;
if (isUnstorableText(y156)) return -1;
b += y156.length * 6 + 2;
b += 94;
}
const y157 = v131["duration_ms"];
if (y157 === undefined) {} else {
if (typeof y157 !== "number" || !isFinite(y157) || y157 % 1 !== 0) return -1;
if (y157 < 0) return -1;
if (y157 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y158 = v131["attachments"];
if (y158 === undefined) {} else {
if (!Array.isArray(y158)) return -1;
if (y158.length > 16) return -1;
b += y158.length + 2;
for (let i159 = 0; i159 < y158.length; i159++) {
const y160 = y158[i159];
if (y160 === null || typeof y160 !== "object" || Array.isArray(y160)) return -1;
b += 2;
const y161 = y160["digest"];
if (y161 === undefined) {return -1;} else {
if (typeof y161 !== "string") return -1;
if (!pattern1.test(y161)) return -1;
if (isUnstorableText(y161)) return -1;
b += y161.length * 6 + 2;
b += 40;
}
const y162 = y160["size_bytes"];
if (y162 === undefined) {return -1;} else {
if (typeof y162 !== "number" || !isFinite(y162) || y162 % 1 !== 0) return -1;
if (y162 < 0) return -1;
if (y162 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y163 = y160["media_type"];
if (y163 === undefined) {return -1;} else {
if (typeof y163 !== "string") return -1;
if (y163.length < 1 || (y163.length < 2 && codePoints(y163) < 1)) return -1;
if (y163.length * 3 > 256 && (y163.length > 256 || utf8Length(y163) > 256)) return -1;
if (isUnstorableText(y163)) return -1;
b += y163.length * 6 + 2;
b += 64;
}
const y164 = y160["uri"];
if (y164 === undefined) {return -1;} else {
if (typeof y164 !== "string") return -1;
if (y164.length < 1 || (y164.length < 2 && codePoints(y164) < 1)) return -1;
if (y164.length * 3 > 2048 && (y164.length > 2048 || utf8Length(y164) > 2048)) return -1;
if (isUnstorableText(y164)) return -1;
b += y164.length * 6 + 2;
b += 22;
}
const y165 = y160["field"];
if (y165 === undefined) {} else {
if (typeof y165 !== "string") return -1;
if (y165.length < 1 || (y165.length < 2 && codePoints(y165) < 1)) return -1;
if (y165.length * 3 > 256 && (y165.length > 256 || utf8Length(y165) > 256)) return -1;
if (isUnstorableText(y165)) return -1;
b += y165.length * 6 + 2;
b += 34;
}
for (const k166 in y160) if (k166 !== "digest" && k166 !== "size_bytes" && k166 !== "media_type" && k166 !== "uri" && k166 !== "field") return -1;
}
b += 70;
}
for (const k167 in v131) if (k167 !== "behavior" && k167 !== "action_type" && k167 !== "target_system" && k167 !== "action_summary" && k167 !== "parameters" && k167 !== "dry_run" && k167 !== "execution_status" && k167 !== "execution_id" && k167 !== "agent_id" && k167 !== "session_id" && k167 !== "record_id" && k167 !== "schema_version" && k167 !== "client_ts_utc" && k167 !== "server_ts_utc" && k167 !== "notes" && k167 !== "tags" && k167 !== "parent_record_id" && k167 !== "upstream_record_id" && k167 !== "input_record_id" && k167 !== "duration_ms" && k167 !== "attachments") return -1;
if (fastRecord_if168(v131)) {
if (v131["execution_id"] === undefined) return -1;
} else {

}
return b;
}
function fastRecord_Reflecting_172(v173) {
let b = 0;
if (v173 === null || typeof v173 !== "object" || Array.isArray(v173)) return -1;
b += 2;
const y174 = v173["behavior"];
if (y174 === undefined) {return -1;} else {
if (typeof y174 !== "string") return -1;
if (y174 !== "Reflecting") return -1;
if (y174 !== "Observing" && y174 !== "Planning" && y174 !== "Thinking" && y174 !== "Acting" && y174 !== "Reflecting" && y174 !== "ToolCalling" && y174 !== "Other") return -1;
b += y174.length * 6 + 2;
b += 52;
}
const y175 = v173["reflection"];
if (y175 === undefined) {} else {
if (typeof y175 !== "string") return -1;
if (y175.length * 3 > 16384 && (y175.length > 16384 || utf8Length(y175) > 16384)) return -1;
if (isUnstorableText(y175)) return -1;
b += y175.length * 6 + 2;
b += 64;
}
const y176 = v173["outcome"];
if (y176 === undefined) {} else {
if (typeof y176 !== "string") return -1;
if (y176 !== "success" && y176 !== "partial" && y176 !== "failure" && y176 !== "unknown") return -1;
b += y176.length * 6 + 2;
b += 46;
}
const y177 = v173["lessons"];
if (y177 === undefined) {} else {
if (!Array.isArray(y177)) return -1;
if (y177.length > 32) return -1;
b += y177.length + 2;
for (let i178 = 0; i178 < y177.length; i178++) {
const y179 = y177[i178];
if (typeof y179 !== "string") return -1;
if (y179.length * 3 > 2048 && (y179.length > 2048 || utf8Length(y179) > 2048)) return -1;
if (isUnstorableText(y179)) return -1;
b += y179.length * 6 + 2;
}
b += 46;
}
const y180 = v173["score"];
if (y180 === undefined) {} else {
if (typeof y180 !== "number" || !isFinite(y180)) return -1;
if (y180 < 0) return -1;
if (y180 > 1) return -1;
b += 25;
b += 34;
}
const y181 = v173["model_invocation"];
if (y181 === undefined) {} else {
if (y181 === null || typeof y181 !== "object" || Array.isArray(y181)) return -1;
b += 2;
const y182 = y181["provider"];
if (y182 === undefined) {return -1;} else {
if (typeof y182 !== "string") return -1;
if (y182.length < 1 || (y182.length < 2 && codePoints(y182) < 1)) return -1;
if (y182.length * 3 > 128 && (y182.length > 128 || utf8Length(y182) > 128)) return -1;
if (isUnstorableText(y182)) return -1;
b += y182.length * 6 + 2;
b += 52;
}
const y183 = y181["model_name"];
if (y183 === undefined) {return -1;} else {
if (typeof y183 !== "string") return -1;
if (y183.length < 1 || (y183.length < 2 && codePoints(y183) < 1)) return -1;
if (y183.length * 3 > 256 && (y183.length > 256 || utf8Length(y183) > 256)) return -1;
if (isUnstorableText(y183)) return -1;
b += y183.length * 6 + 2;
b += 64;
}
const y184 = y181["model_version"];
if (y184 === undefined) {} else {
if (typeof y184 !== "string") return -1;
if (y184.length * 3 > 128 && (y184.length > 128 || utf8Length(y184) > 128)) return -1;
if (isUnstorableText(y184)) return -1;
b += y184.length * 6 + 2;
b += 82;
}
const y185 = y181["tokens_in"];
if (y185 === undefined) {} else {
if (typeof y185 !== "number" || !isFinite(y185)) return -1;
if (y185 < 0) return -1;
b += 25;
b += 58;
}
const y186 = y181["tokens_out"];
if (y186 === undefined) {} else {
if (typeof y186 !== "number" || !isFinite(y186)) return -1;
if (y186 < 0) return -1;
b += 25;
b += 64;
}
const y187 = y181["cost_usd"];
if (y187 === undefined) {} else {
if (typeof y187 !== "number" || !isFinite(y187)) return -1;
if (y187 < 0) return -1;
b += 25;
b += 52;
}
const y188 = y181["temperature"];
if (y188 === undefined) {} else {
if (typeof y188 !== "number" || !isFinite(y188)) return -1;
if (y188 < 0) return -1;
b += 25;
b += 70;
}
const y189 = y181["finish_reason"];
if (y189 === undefined) {} else {
if (typeof y189 !== "string") return -1;
if (y189.length * 3 > 128 && (y189.length > 128 || utf8Length(y189) > 128)) return -1;
if (isUnstorableText(y189)) return -1;
b += y189.length * 6 + 2;
b += 82;
}
for (const k190 in y181) if (k190 !== "provider" && k190 !== "model_name" && k190 !== "model_version" && k190 !== "tokens_in" && k190 !== "tokens_out" && k190 !== "cost_usd" && k190 !== "temperature" && k190 !== "finish_reason") return -1;
b += 100;
}
const y191 = v173["agent_id"];
if (y191 === undefined) {} else {
if (typeof y191 !== "string") return -1;
if (y191.length * 3 > 128 && (y191.length > 128 || utf8Length(y191) > 128)) return -1;
if (isUnstorableText(y191)) return -1;
b += y191.length * 6 + 2;
b += 52;
}
const y192 = v173["session_id"];
if (y192 === undefined) {return -1;} else {
if (typeof y192 !== "string") return -1;
if (y192.length < 1 || (y192.length < 2 && codePoints(y192) < 1)) return -1;
if (y192.length * 3 > 256 && (y192.length > 256 || utf8Length(y192) > 256)) return -1;
if (isUnstorableText(y192)) return -1;
b += y192.length * 6 + 2;
b += 64;
}
const y193 = v173["record_id"];
if (y193 === undefined) {return -1;} else {
if (typeof y193 !== "string") return -1;
if (!pattern0.test(y193)) return -1;
if (isUnstorableText(y193)) return -1;
b += y193.length * 6 + 2;
b += 58;
}
const y194 = v173["schema_version"];
if (y194 === undefined) {return -1;} else {
if (typeof y194 !== "string") return -1;
if (y194.length < 1 || (y194.length < 2 && codePoints(y194) < 1)) return -1;
if (y194.length * 3 > 32 && (y194.length > 32 || utf8Length(y194) > 32)) return -1;
if (isUnstorableText(y194)) return -1;
b += y194.length * 6 + 2;
b += 88;
}
const y195 = v173["client_ts_utc"];
if (y195 === undefined) {return -1;} else {
if (typeof y195 !== "number" || !isFinite(y195) || y195 % 1 !== 0) return -1;
if (y195 > 9007199254740991) return -1;
if (y195 <= 0) return -1;
b += 25;
b += 82;
}
const y196 = v173["server_ts_utc"];
if (y196 === undefined) {} else {
if (typeof y196 !== "number" || !isFinite(y196) || y196 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y197 = v173["notes"];
if (y197 === undefined) {} else {
if (typeof y197 !== "string") return -1;
if (y197.length * 3 > 2048 && (y197.length > 2048 || utf8Length(y197) > 2048)) return -1;
if (isUnstorableText(y197)) return -1;
b += y197.length * 6 + 2;
b += 34;
}
const y198 = v173["tags"];
if (y198 === undefined) {} else {
if (!Array.isArray(y198)) return -1;
if (y198.length > 32) return -1;
b += y198.length + 2;
for (let i199 = 0; i199 < y198.length; i199++) {
const y200 = y198[i199];
if (typeof y200 !== "string") return -1;
if (y200.length < 1 || (y200.length < 2 && codePoints(y200) < 1)) return -1;
if (y200.length > 64 && codePoints(y200) > 64) return -1;
if (isUnstorableText(y200)) return -1;
b += y200.length * 6 + 2;
}
b += 28;
}
const y201 = v173["parent_record_id"];
if (y201 === undefined) {} else {
if (typeof y201 !== "string") return -1;
if (!pattern0.test(y201)) return -1;
if (isUnstorableText(y201)) return -1;
b += y201.length * 6 + 2;
b += 100;
}
const y202 = v173["upstream_record_id"];
if (y202 === undefined) {} else {
if (!Array.isArray(y202)) return -1;
if (y202.length > 64) return -1;
b += y202.length + 2;
for (let i203 = 0; i203 < y202.length; i203++) {
const y204 = y202[i203];
if (typeof y204 !== "string") return -1;
if (!pattern0.test(y204)) return -1;
if (isUnstorableText(y204)) return -1;
b += y204.length * 6 + 2;
}
b += 112;
}
const y205 = v173["input_record_id"];
if (y205 === undefined) {} else {
if (typeof y205 !== "string") return -1;
if (!pattern0.test(y205)) return -1;
if (isUnstorableText(y205)) return -1;
b += y205.length * 6 + 2;
b += 94;
}
const y206 = v173["duration_ms"];
if (y206 === undefined) {} else {
if (typeof y206 !== "number" || !isFinite(y206) || y206 % 1 !== 0) return -1;
if (y206 < 0) return -1;
if (y206 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y207 = v173["attachments"];
if (y207 === undefined) {} else {
if (!Array.isArray(y207)) return -1;
if (y207.length > 16) return -1;
b += y207.length + 2;
for (let i208 = 0; i208 < y207.length; i208++) {
const y209 = y207[i208];
if (y209 === null || typeof y209 !== "object" || Array.isArray(y209)) return -1;
b += 2;
const y210 = y209["digest"];
if (y210 === undefined) {return -1;} else {
if (typeof y210 !== "string") return -1;
if (!pattern1.test(y210)) return -1;
if (isUnstorableText(y210)) return -1;
b += y210.length * 6 + 2;
b += 40;
}
const y211 = y209["size_bytes"];
if (y211 === undefined) {return -1;} else {
if (typeof y211 !== "number" || !isFinite(y211) || y211 % 1 !== 0) return -1;
if (y211 < 0) return -1;
if (y211 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y212 = y209["media_type"];
if (y212 === undefined) {return -1;} else {
if (typeof y212 !== "string") return -1;
if (y212.length < 1 || (y212.length < 2 && codePoints(y212) < 1)) return -1;
if (y212.length * 3 > 256 && (y212.length > 256 || utf8Length(y212) > 256)) return -1;
if (isUnstorableText(y212)) return -1;
b += y212.length * 6 + 2;
b += 64;
}
const y213 = y209["uri"];
if (y213 === undefined) {return -1;} else {
if (typeof y213 !== "string") return -1;
if (y213.length < 1 || (y213.length < 2 && codePoints(y213) < 1)) return -1;
if (y213.length * 3 > 2048 && (y213.length > 2048 || utf8Length(y213) > 2048)) return -1;
if (isUnstorableText(y213)) return -1;
b += y213.length * 6 + 2;
b += 22;
}
const y214 = y209["field"];
if (y214 === undefined) {} else {
if (typeof y214 !== "string") return -1;
if (y214.length < 1 || (y214.length < 2 && codePoints(y214) < 1)) return -1;
if (y214.length * 3 > 256 && (y214.length > 256 || utf8Length(y214) > 256)) return -1;
if (isUnstorableText(y214)) return -1;
b += y214.length * 6 + 2;
b += 34;
}
for (const k215 in y209) if (k215 !== "digest" && k215 !== "size_bytes" && k215 !== "media_type" && k215 !== "uri" && k215 !== "field") return -1;
}
b += 70;
}
for (const k216 in v173) if (k216 !== "behavior" && k216 !== "reflection" && k216 !== "outcome" && k216 !== "lessons" && k216 !== "score" && k216 !== "model_invocation" && k216 !== "agent_id" && k216 !== "session_id" && k216 !== "record_id" && k216 !== "schema_version" && k216 !== "client_ts_utc" && k216 !== "server_ts_utc" && k216 !== "notes" && k216 !== "tags" && k216 !== "parent_record_id" && k216 !== "upstream_record_id" && k216 !== "input_record_id" && k216 !== "duration_ms" && k216 !== "attachments") return -1;
return b;
}
function fastRecord_ToolCalling_217(v218) {
let b = 0;
if (v218 === null || typeof v218 !== "object" || Array.isArray(v218)) return -1;
b += 2;
const y219 = v218["behavior"];
if (y219 === undefined) {return -1;} else {
if (typeof y219 !== "string") return -1;
if (y219 !== "ToolCalling") return -1;
if (y219 !== "Observing" && y219 !== "Planning" && y219 !== "Thinking" && y219 !== "Acting" && y219 !== "Reflecting" && y219 !== "ToolCalling" && y219 !== "Other") return -1;
b += y219.length * 6 + 2;
b += 52;
}
const y220 = v218["tool_meta"];
if (y220 === undefined) {} else {
if (y220 === null || typeof y220 !== "object" || Array.isArray(y220)) return -1;
{
let b221 = 0;
const y222 = y220["tool_id"];
if (y222 === undefined) {} else {
if (typeof y222 !== "string") return -1;
if (y222.length * 3 > 256 && (y222.length > 256 || utf8Length(y222) > 256)) return -1;
}
const y223 = y220["category"];
if (y223 === undefined) {} else {
if (typeof y223 !== "string") return -1;
if (y223 !== "search" && y223 !== "retrieval" && y223 !== "code_execution" && y223 !== "http_api" && y223 !== "database" && y223 !== "file_system" && y223 !== "blockchain" && y223 !== "messaging" && y223 !== "calculation" && y223 !== "other") return -1;
}
const y224 = y220["endpoint"];
if (y224 === undefined) {} else {
if (typeof y224 !== "string") return -1;
if (y224.length * 3 > 2048 && (y224.length > 2048 || utf8Length(y224) > 2048)) return -1;
}
const w225 = scanWide(y220, 63, true, true, NAMES);
if (w225 < 0) return -1;
b221 += w225;
if (b221 > 16384) return -1;
b += b221;
}
b += 58;
}
const y226 = v218["description"];
if (y226 === undefined) {} else {
if (typeof y226 !== "string") return -1;
if (y226.length * 3 > 2048 && (y226.length > 2048 || utf8Length(y226) > 2048)) return -1;
if (isUnstorableText(y226)) return -1;
b += y226.length * 6 + 2;
b += 70;
}
const y227 = v218["input_payload"];
if (y227 === undefined) {} else {
if (typeof y227 !== "string") return -1;
if (y227.length * 3 > 16384 && (y227.length > 16384 || utf8Length(y227) > 16384)) return -1;
if (isUnstorableText(y227)) return -1;
b += y227.length * 6 + 2;
b += 82;
}
const y228 = v218["output_payload"];
if (y228 === undefined) {} else {
if (typeof y228 !== "string") return -1;
if (y228.length * 3 > 32768 && (y228.length > 32768 || utf8Length(y228) > 32768)) return -1;
if (isUnstorableText(y228)) return -1;
b += y228.length * 6 + 2;
b += 88;
}
const y229 = v218["success"];
if (y229 === undefined) {} else {
if (typeof y229 !== "boolean") return -1;
b += 5;
b += 46;
}
const y230 = v218["agent_id"];
if (y230 === undefined) {} else {
if (typeof y230 !== "string") return -1;
if (y230.length * 3 > 128 && (y230.length > 128 || utf8Length(y230) > 128)) return -1;
if (isUnstorableText(y230)) return -1;
b += y230.length * 6 + 2;
b += 52;
}
const y231 = v218["session_id"];
if (y231 === undefined) {return -1;} else {
if (typeof y231 !== "string") return -1;
if (y231.length < 1 || (y231.length < 2 && codePoints(y231) < 1)) return -1;
if (y231.length * 3 > 256 && (y231.length > 256 || utf8Length(y231) > 256)) return -1;
if (isUnstorableText(y231)) return -1;
b += y231.length * 6 + 2;
b += 64;
}
const y232 = v218["record_id"];
if (y232 === undefined) {return -1;} else {
if (typeof y232 !== "string") return -1;
if (!pattern0.test(y232)) return -1;
if (isUnstorableText(y232)) return -1;
b += y232.length * 6 + 2;
b += 58;
}
const y233 = v218["schema_version"];
if (y233 === undefined) {return -1;} else {
if (typeof y233 !== "string") return -1;
if (y233.length < 1 || (y233.length < 2 && codePoints(y233) < 1)) return -1;
if (y233.length * 3 > 32 && (y233.length > 32 || utf8Length(y233) > 32)) return -1;
if (isUnstorableText(y233)) return -1;
b += y233.length * 6 + 2;
b += 88;
}
const y234 = v218["client_ts_utc"];
if (y234 === undefined) {return -1;} else {
if (typeof y234 !== "number" || !isFinite(y234) || y234 % 1 !== 0) return -1;
if (y234 > 9007199254740991) return -1;
if (y234 <= 0) return -1;
b += 25;
b += 82;
}
const y235 = v218["server_ts_utc"];
if (y235 === undefined) {} else {
if (typeof y235 !== "number" || !isFinite(y235) || y235 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y236 = v218["notes"];
if (y236 === undefined) {} else {
if (typeof y236 !== "string") return -1;
if (y236.length * 3 > 2048 && (y236.length > 2048 || utf8Length(y236) > 2048)) return -1;
if (isUnstorableText(y236)) return -1;
b += y236.length * 6 + 2;
b += 34;
}
const y237 = v218["tags"];
if (y237 === undefined) {} else {
if (!Array.isArray(y237)) return -1;
if (y237.length > 32) return -1;
b += y237.length + 2;
for (let i238 = 0; i238 < y237.length; i238++) {
const y239 = y237[i238];
if (typeof y239 !== "string") return -1;
if (y239.length < 1 || (y239.length < 2 && codePoints(y239) < 1)) return -1;
if (y239.length > 64 && codePoints(y239) > 64) return -1;
if (isUnstorableText(y239)) return -1;
b += y239.length * 6 + 2;
}
b += 28;
}
const y240 = v218["parent_record_id"];
if (y240 === undefined) {} else {
if (typeof y240 !== "string") return -1;
if (!pattern0.test(y240)) return -1;
if (isUnstorableText(y240)) return -1;
b += y240.length * 6 + 2;
b += 100;
}
const y241 = v218["upstream_record_id"];
if (y241 === undefined) {} else {
if (!Array.isArray(y241)) return -1;
if (y241.length > 64) return -1;
b += y241.length + 2;
for (let i242 = 0; i242 < y241.length; i242++) {
const y243 = y241[i242];
if (typeof y243 !== "string") return -1;
if (!pattern0.test(y243)) return -1;
if (isUnstorableText(y243)) return -1;
b += y243.length * 6 + 2;
}
b += 112;
}
const y244 = v218["input_record_id"];
if (y244 === undefined) {} else {
if (typeof y244 !== "string") return -1;
if (!pattern0.test(y244)) return -1;
if (isUnstorableText(y244)) return -1;
b += y244.length * 6 + 2;
b += 94;
}
const y245 = v218["duration_ms"];
if (y245 === undefined) {} else {
if (typeof y245 !== "number" || !isFinite(y245) || y245 % 1 !== 0) return -1;
if (y245 < 0) return -1;
if (y245 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y246 = v218["attachments"];
if (y246 === undefined) {} else {
if (!Array.isArray(y246)) return -1;
if (y246.length > 16) return -1;
b += y246.length + 2;
for (let i247 = 0; i247 < y246.length; i247++) {
const y248 = y246[i247];
if (y248 === null || typeof y248 !== "object" || Array.isArray(y248)) return -1;
b += 2;
const y249 = y248["digest"];
if (y249 === undefined) {return -1;} else {
if (typeof y249 !== "string") return -1;
if (!pattern1.test(y249)) return -1;
if (isUnstorableText(y249)) return -1;
b += y249.length * 6 + 2;
b += 40;
}
const y250 = y248["size_bytes"];
if (y250 === undefined) {return -1;} else {
if (typeof y250 !== "number" || !isFinite(y250) || y250 % 1 !== 0) return -1;
if (y250 < 0) return -1;
if (y250 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y251 = y248["media_type"];
if (y251 === undefined) {return -1;} else {
if (typeof y251 !== "string") return -1;
if (y251.length < 1 || (y251.length < 2 && codePoints(y251) < 1)) return -1;
if (y251.length * 3 > 256 && (y251.length > 256 || utf8Length(y251) > 256)) return -1;
if (isUnstorableText(y251)) return -1;
b += y251.length * 6 + 2;
b += 64;
}
const y252 = y248["uri"];
if (y252 === undefined) {return -1;} else {
if (typeof y252 !== "string") return -1;
if (y252.length < 1 || (y252.length < 2 && codePoints(y252) < 1)) return -1;
if (y252.length * 3 > 2048 && (y252.length > 2048 || utf8Length(y252) > 2048)) return -1;
if (isUnstorableText(y252)) return -1;
b += y252.length * 6 + 2;
b += 22;
}
const y253 = y248["field"];
if (y253 === undefined) {} else {
if (typeof y253 !== "string") return -1;
if (y253.length < 1 || (y253.length < 2 && codePoints(y253) < 1)) return -1;
if (y253.length * 3 > 256 && (y253.length > 256 || utf8Length(y253) > 256)) return -1;
if (isUnstorableText(y253)) return -1;
b += y253.length * 6 + 2;
b += 34;
}
for (const k254 in y248) if (k254 !== "digest" && k254 !== "size_bytes" && k254 !== "media_type" && k254 !== "uri" && k254 !== "field") return -1;
}
b += 70;
}
for (const k255 in v218) if (k255 !== "behavior" && k255 !== "tool_meta" && k255 !== "description" && k255 !== "input_payload" && k255 !== "output_payload" && k255 !== "success" && k255 !== "agent_id" && k255 !== "session_id" && k255 !== "record_id" && k255 !== "schema_version" && k255 !== "client_ts_utc" && k255 !== "server_ts_utc" && k255 !== "notes" && k255 !== "tags" && k255 !== "parent_record_id" && k255 !== "upstream_record_id" && k255 !== "input_record_id" && k255 !== "duration_ms" && k255 !== "attachments") return -1;
return b;
}
function fastRecord_Other_256(v257) {
let b = 0;
if (v257 === null || typeof v257 !== "object" || Array.isArray(v257)) return -1;
b += 2;
const y258 = v257["behavior"];
if (y258 === undefined) {return -1;} else {
if (typeof y258 !== "string") return -1;
if (y258 !== "Other") return -1;
if (y258 !== "Observing" && y258 !== "Planning" && y258 !== "Thinking" && y258 !== "Acting" && y258 !== "Reflecting" && y258 !== "ToolCalling" && y258 !== "Other") return -1;
b += y258.length * 6 + 2;
b += 52;
}
const y259 = v257["label"];
if (y259 === undefined) {} else {
if (typeof y259 !== "string") return -1;
if (y259.length * 3 > 256 && (y259.length > 256 || utf8Length(y259) > 256)) return -1;
if (isUnstorableText(y259)) return -1;
b += y259.length * 6 + 2;
b += 34;
}
const y260 = v257["description"];
if (y260 === undefined) {} else {
if (typeof y260 !== "string") return -1;
if (y260.length * 3 > 2048 && (y260.length > 2048 || utf8Length(y260) > 2048)) return -1;
if (isUnstorableText(y260)) return -1;
b += y260.length * 6 + 2;
b += 70;
}
const y261 = v257["data"];
if (y261 === undefined) {} else {
if (y261 === null || typeof y261 !== "object" || Array.isArray(y261)) return -1;
{
let b262 = 0;
const w263 = scanWide(y261, 63, true, true, NAMES);
if (w263 < 0) return -1;
b262 += w263;
if (b262 > 16384) return -1;
b += b262;
}
b += 28;
}
const y264 = v257["agent_id"];
if (y264 === undefined) {} else {
if (typeof y264 !== "string") return -1;
if (y264.length * 3 > 128 && (y264.length > 128 || utf8Length(y264) > 128)) return -1;
if (isUnstorableText(y264)) return -1;
b += y264.length * 6 + 2;
b += 52;
}
const y265 = v257["session_id"];
if (y265 === undefined) {return -1;} else {
if (typeof y265 !== "string") return -1;
if (y265.length < 1 || (y265.length < 2 && codePoints(y265) < 1)) return -1;
if (y265.length * 3 > 256 && (y265.length > 256 || utf8Length(y265) > 256)) return -1;
if (isUnstorableText(y265)) return -1;
b += y265.length * 6 + 2;
b += 64;
}
const y266 = v257["record_id"];
if (y266 === undefined) {return -1;} else {
if (typeof y266 !== "string") return -1;
if (!pattern0.test(y266)) return -1;
if (isUnstorableText(y266)) return -1;
b += y266.length * 6 + 2;
b += 58;
}
const y267 = v257["schema_version"];
if (y267 === undefined) {return -1;} else {
if (typeof y267 !== "string") return -1;
if (y267.length < 1 || (y267.length < 2 && codePoints(y267) < 1)) return -1;
if (y267.length * 3 > 32 && (y267.length > 32 || utf8Length(y267) > 32)) return -1;
if (isUnstorableText(y267)) return -1;
b += y267.length * 6 + 2;
b += 88;
}
const y268 = v257["client_ts_utc"];
if (y268 === undefined) {return -1;} else {
if (typeof y268 !== "number" || !isFinite(y268) || y268 % 1 !== 0) return -1;
if (y268 > 9007199254740991) return -1;
if (y268 <= 0) return -1;
b += 25;
b += 82;
}
const y269 = v257["server_ts_utc"];
if (y269 === undefined) {} else {
if (typeof y269 !== "number" || !isFinite(y269) || y269 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y270 = v257["notes"];
if (y270 === undefined) {} else {
if (typeof y270 !== "string") return -1;
if (y270.length * 3 > 2048 && (y270.length > 2048 || utf8Length(y270) > 2048)) return -1;
if (isUnstorableText(y270)) return -1;
b += y270.length * 6 + 2;
b += 34;
}
const y271 = v257["tags"];
if (y271 === undefined) {} else {
if (!Array.isArray(y271)) return -1;
if (y271.length > 32) return -1;
b += y271.length + 2;
for (let i272 = 0; i272 < y271.length; i272++) {
const y273 = y271[i272];
if (typeof y273 !== "string") return -1;
if (y273.length < 1 || (y273.length < 2 && codePoints(y273) < 1)) return -1;
if (y273.length > 64 && codePoints(y273) > 64) return -1;
if (isUnstorableText(y273)) return -1;
b += y273.length * 6 + 2;
}
b += 28;
}
const y274 = v257["parent_record_id"];
if (y274 === undefined) {} else {
if (typeof y274 !== "string") return -1;
if (!pattern0.test(y274)) return -1;
if (isUnstorableText(y274)) return -1;
b += y274.length * 6 + 2;
b += 100;
}
const y275 = v257["upstream_record_id"];
if (y275 === undefined) {} else {
if (!Array.isArray(y275)) return -1;
if (y275.length > 64) return -1;
b += y275.length + 2;
for (let i276 = 0; i276 < y275.length; i276++) {
const y277 = y275[i276];
if (typeof y277 !== "string") return -1;
if (!pattern0.test(y277)) return -1;
if (isUnstorableText(y277)) return -1;
b += y277.length * 6 + 2;
}
b += 112;
}
const y278 = v257["input_record_id"];
if (y278 === undefined) {} else {
if (typeof y278 !== "string") return -1;
if (!pattern0.test(y278)) return -1;
if (isUnstorableText(y278)) return -1;
b += y278.length * 6 + 2;
b += 94;
}
const y279 = v257["duration_ms"];
if (y279 === undefined) {} else {
if (typeof y279 !== "number" || !isFinite(y279) || y279 % 1 !== 0) return -1;
if (y279 < 0) return -1;
if (y279 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y280 = v257["attachments"];
if (y280 === undefined) {} else {
if (!Array.isArray(y280)) return -1;
if (y280.length > 16) return -1;
b += y280.length + 2;
for (let i281 = 0; i281 < y280.length; i281++) {
const y282 = y280[i281];
if (y282 === null || typeof y282 !== "object" || Array.isArray(y282)) return -1;
b += 2;
const y283 = y282["digest"];
if (y283 === undefined) {return -1;} else {
if (typeof y283 !== "string") return -1;
if (!pattern1.test(y283)) return -1;
if (isUnstorableText(y283)) return -1;
b += y283.length * 6 + 2;
b += 40;
}
const y284 = y282["size_bytes"];
if (y284 === undefined) {return -1;} else {
if (typeof y284 !== "number" || !isFinite(y284) || y284 % 1 !== 0) return -1;
if (y284 < 0) return -1;
if (y284 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y285 = y282["media_type"];
if (y285 === undefined) {return -1;} else {
if (typeof y285 !== "string") return -1;
if (y285.length < 1 || (y285.length < 2 && codePoints(y285) < 1)) return -1;
if (y285.length * 3 > 256 && (y285.length > 256 || utf8Length(y285) > 256)) return -1;
if (isUnstorableText(y285)) return -1;
b += y285.length * 6 + 2;
b += 64;
}
const y286 = y282["uri"];
if (y286 === undefined) {return -1;} else {
if (typeof y286 !== "string") return -1;
if (y286.length < 1 || (y286.length < 2 && codePoints(y286) < 1)) return -1;
if (y286.length * 3 > 2048 && (y286.length > 2048 || utf8Length(y286) > 2048)) return -1;
if (isUnstorableText(y286)) return -1;
b += y286.length * 6 + 2;
b += 22;
}
const y287 = y282["field"];
if (y287 === undefined) {} else {
if (typeof y287 !== "string") return -1;
if (y287.length < 1 || (y287.length < 2 && codePoints(y287) < 1)) return -1;
if (y287.length * 3 > 256 && (y287.length > 256 || utf8Length(y287) > 256)) return -1;
if (isUnstorableText(y287)) return -1;
b += y287.length * 6 + 2;
b += 34;
}
for (const k288 in y282) if (k288 !== "digest" && k288 !== "size_bytes" && k288 !== "media_type" && k288 !== "uri" && k288 !== "field") return -1;
}
b += 70;
}
for (const k289 in v257) if (k289 !== "behavior" && k289 !== "label" && k289 !== "description" && k289 !== "data" && k289 !== "agent_id" && k289 !== "session_id" && k289 !== "record_id" && k289 !== "schema_version" && k289 !== "client_ts_utc" && k289 !== "server_ts_utc" && k289 !== "notes" && k289 !== "tags" && k289 !== "parent_record_id" && k289 !== "upstream_record_id" && k289 !== "input_record_id" && k289 !== "duration_ms" && k289 !== "attachments") return -1;
return b;
}
export function fastRecord(x) {
let b = 0;
if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
{
let b0 = 0;
if (x["behavior"] === undefined) return false;
let w1 = -1;
switch (x["behavior"]) {
case "Observing": w1 = fastRecord_Observing_2(x); break;
case "Planning": w1 = fastRecord_Planning_35(x); break;
case "Thinking": w1 = fastRecord_Thinking_82(x); break;
case "Acting": w1 = fastRecord_Acting_130(x); break;
case "Reflecting": w1 = fastRecord_Reflecting_172(x); break;
case "ToolCalling": w1 = fastRecord_ToolCalling_217(x); break;
case "Other": w1 = fastRecord_Other_256(x); break;
}
if (w1 < 0) return false;
b0 += w1;
if (b0 > 65536) return false;
b += b0;
}
return true;
}
function fastRecord_1_0_Observing_2(v3) {
let b = 0;
if (v3 === null || typeof v3 !== "object" || Array.isArray(v3)) return -1;
b += 2;
const y4 = v3["behavior"];
if (y4 === undefined) {return -1;} else {
if (typeof y4 !== "string") return -1;
if (y4 !== "Observing") return -1;
if (y4 !== "Observing" && y4 !== "Planning" && y4 !== "Thinking" && y4 !== "Acting" && y4 !== "Reflecting" && y4 !== "ToolCalling" && y4 !== "Other") return -1;
b += y4.length * 6 + 2;
b += 52;
}
const y5 = v3["trigger_source"];
if (y5 === undefined) {} else {
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 256 && (y5.length > 256 || utf8Length(y5) > 256)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
b += 88;
}
const y6 = v3["trigger_type"];
if (y6 === undefined) {} else {
if (typeof y6 !== "string") return -1;
if (y6 !== "user_message" && y6 !== "agent_message" && y6 !== "tool_result" && y6 !== "schedule" && y6 !== "webhook" && y6 !== "market_data" && y6 !== "chain_event" && y6 !== "system" && y6 !== "other") return -1;
b += y6.length * 6 + 2;
b += 76;
}
const y7 = v3["trigger_description"];
if (y7 === undefined) {} else {
if (typeof y7 !== "string") return -1;
if (y7.length * 3 > 2048 && (y7.length > 2048 || utf8Length(y7) > 2048)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 118;
}
const y8 = v3["trigger_payload_summary"];
if (y8 === undefined) {} else {
if (typeof y8 !== "string") return -1;
if (y8.length * 3 > 4096 && (y8.length > 4096 || utf8Length(y8) > 4096)) return -1;
if (isUnstorableText(y8)) return -1;
b += y8.length * 6 + 2;
b += 142;
}
const y9 = v3["agent_id"];
if (y9 === undefined) {} else {
if (typeof y9 !== "string") return -1;
if (y9.length * 3 > 128 && (y9.length > 128 || utf8Length(y9) > 128)) return -1;
if (isUnstorableText(y9)) return -1;
b += y9.length * 6 + 2;
b += 52;
}
const y10 = v3["session_id"];
if (y10 === undefined) {return -1;} else {
if (typeof y10 !== "string") return -1;
if (y10.length < 1 || (y10.length < 2 && codePoints(y10) < 1)) return -1;
if (y10.length * 3 > 256 && (y10.length > 256 || utf8Length(y10) > 256)) return -1;
if (isUnstorableText(y10)) return -1;
b += y10.length * 6 + 2;
b += 64;
}
const y11 = v3["record_id"];
if (y11 === undefined) {return -1;} else {
if (typeof y11 !== "string") return -1;
if (!pattern0.test(y11)) return -1;
if (isUnstorableText(y11)) return -1;
b += y11.length * 6 + 2;
b += 58;
}
const y12 = v3["schema_version"];
if (y12 === undefined) {return -1;} else {
if (typeof y12 !== "string") return -1;
if (y12.length < 1 || (y12.length < 2 && codePoints(y12) < 1)) return -1;
if (y12.length * 3 > 32 && (y12.length > 32 || utf8Length(y12) > 32)) return -1;
if (isUnstorableText(y12)) return -1;
b += y12.length * 6 + 2;
b += 88;
}
const y13 = v3["client_ts_utc"];
if (y13 === undefined) {return -1;} else {
if (typeof y13 !== "number" || !isFinite(y13) || y13 % 1 !== 0) return -1;
if (y13 > 9007199254740991) return -1;
if (y13 <= 0) return -1;
b += 25;
b += 82;
}
const y14 = v3["server_ts_utc"];
if (y14 === undefined) {} else {
if (typeof y14 !== "number" || !isFinite(y14) || y14 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y15 = v3["notes"];
if (y15 === undefined) {} else {
if (typeof y15 !== "string") return -1;
if (y15.length * 3 > 2048 && (y15.length > 2048 || utf8Length(y15) > 2048)) return -1;
if (isUnstorableText(y15)) return -1;
b += y15.length * 6 + 2;
b += 34;
}
const y16 = v3["tags"];
if (y16 === undefined) {} else {
if (!Array.isArray(y16)) return -1;
if (y16.length > 32) return -1;
b += y16.length + 2;
for (let i17 = 0; i17 < y16.length; i17++) {
const y18 = y16[i17];
if (typeof y18 !== "string") return -1;
if (y18.length < 1 || (y18.length < 2 && codePoints(y18) < 1)) return -1;
if (y18.length > 64 && codePoints(y18) > 64) return -1;
if (isUnstorableText(y18)) return -1;
b += y18.length * 6 + 2;
}
b += 28;
}
const y19 = v3["parent_record_id"];
if (y19 === undefined) {} else {
if (typeof y19 !== "string") return -1;
if (!pattern0.test(y19)) return -1;
if (isUnstorableText(y19)) return -1;
b += y19.length * 6 + 2;
b += 100;
}
const y20 = v3["upstream_record_id"];
if (y20 === undefined) {} else {
if (!Array.isArray(y20)) return -1;
if (y20.length > 64) return -1;
b += y20.length + 2;
for (let i21 = 0; i21 < y20.length; i21++) {
const y22 = y20[i21];
if (typeof y22 !== "string") return -1;
if (!pattern0.test(y22)) return -1;
if (isUnstorableText(y22)) return -1;
b += y22.length * 6 + 2;
}
b += 112;
}
const y23 = v3["input_record_id"];
if (y23 === undefined) {} else {
if (typeof y23 !== "string") return -1;
if (!pattern0.test(y23)) return -1;
if (isUnstorableText(y23)) return -1;
b += y23.length * 6 + 2;
b += 94;
}
for (const k24 in v3) if (k24 !== "behavior" && k24 !== "trigger_source" && k24 !== "trigger_type" && k24 !== "trigger_description" && k24 !== "trigger_payload_summary" && k24 !== "agent_id" && k24 !== "session_id" && k24 !== "record_id" && k24 !== "schema_version" && k24 !== "client_ts_utc" && k24 !== "server_ts_utc" && k24 !== "notes" && k24 !== "tags" && k24 !== "parent_record_id" && k24 !== "upstream_record_id" && k24 !== "input_record_id") return -1;
return b;
}
function fastRecord_1_0_Planning_25(v26) {
let b = 0;
if (v26 === null || typeof v26 !== "object" || Array.isArray(v26)) return -1;
b += 2;
const y27 = v26["behavior"];
if (y27 === undefined) {return -1;} else {
if (typeof y27 !== "string") return -1;
if (y27 !== "Planning") return -1;
if (y27 !== "Observing" && y27 !== "Planning" && y27 !== "Thinking" && y27 !== "Acting" && y27 !== "Reflecting" && y27 !== "ToolCalling" && y27 !== "Other") return -1;
b += y27.length * 6 + 2;
b += 52;
}
const y28 = v26["goal"];
if (y28 === undefined) {} else {
if (typeof y28 !== "string") return -1;
if (y28.length * 3 > 4096 && (y28.length > 4096 || utf8Length(y28) > 4096)) return -1;
if (isUnstorableText(y28)) return -1;
b += y28.length * 6 + 2;
b += 28;
}
const y29 = v26["plan_steps"];
if (y29 === undefined) {} else {
if (!Array.isArray(y29)) return -1;
if (y29.length > 64) return -1;
b += y29.length + 2;
for (let i30 = 0; i30 < y29.length; i30++) {
const y31 = y29[i30];
if (typeof y31 !== "string") return -1;
if (y31.length * 3 > 2048 && (y31.length > 2048 || utf8Length(y31) > 2048)) return -1;
if (isUnstorableText(y31)) return -1;
b += y31.length * 6 + 2;
}
b += 64;
}
const y32 = v26["rationale"];
if (y32 === undefined) {} else {
if (typeof y32 !== "string") return -1;
if (y32.length * 3 > 16384 && (y32.length > 16384 || utf8Length(y32) > 16384)) return -1;
if (isUnstorableText(y32)) return -1;
b += y32.length * 6 + 2;
b += 58;
}
const y33 = v26["alternatives_considered"];
if (y33 === undefined) {} else {
if (!Array.isArray(y33)) return -1;
if (y33.length > 32) return -1;
b += y33.length + 2;
for (let i34 = 0; i34 < y33.length; i34++) {
const y35 = y33[i34];
if (typeof y35 !== "string") return -1;
if (y35.length * 3 > 2048 && (y35.length > 2048 || utf8Length(y35) > 2048)) return -1;
if (isUnstorableText(y35)) return -1;
b += y35.length * 6 + 2;
}
b += 142;
}
const y36 = v26["model_invocation"];
if (y36 === undefined) {} else {
if (y36 === null || typeof y36 !== "object" || Array.isArray(y36)) return -1;
b += 2;
const y37 = y36["provider"];
if (y37 === undefined) {return -1;} else {
if (typeof y37 !== "string") return -1;
if (y37.length < 1 || (y37.length < 2 && codePoints(y37) < 1)) return -1;
if (y37.length * 3 > 128 && (y37.length > 128 || utf8Length(y37) > 128)) return -1;
if (isUnstorableText(y37)) return -1;
b += y37.length * 6 + 2;
b += 52;
}
const y38 = y36["model_name"];
if (y38 === undefined) {return -1;} else {
if (typeof y38 !== "string") return -1;
if (y38.length < 1 || (y38.length < 2 && codePoints(y38) < 1)) return -1;
if (y38.length * 3 > 256 && (y38.length > 256 || utf8Length(y38) > 256)) return -1;
if (isUnstorableText(y38)) return -1;
b += y38.length * 6 + 2;
b += 64;
}
const y39 = y36["model_version"];
if (y39 === undefined) {} else {
if (typeof y39 !== "string") return -1;
if (y39.length * 3 > 128 && (y39.length > 128 || utf8Length(y39) > 128)) return -1;
if (isUnstorableText(y39)) return -1;
b += y39.length * 6 + 2;
b += 82;
}
const y40 = y36["tokens_in"];
if (y40 === undefined) {} else {
if (typeof y40 !== "number" || !isFinite(y40)) return -1;
if (y40 < 0) return -1;
b += 25;
b += 58;
}
const y41 = y36["tokens_out"];
if (y41 === undefined) {} else {
if (typeof y41 !== "number" || !isFinite(y41)) return -1;
if (y41 < 0) return -1;
b += 25;
b += 64;
}
const y42 = y36["cost_usd"];
if (y42 === undefined) {} else {
if (typeof y42 !== "number" || !isFinite(y42)) return -1;
if (y42 < 0) return -1;
b += 25;
b += 52;
}
const y43 = y36["temperature"];
if (y43 === undefined) {} else {
if (typeof y43 !== "number" || !isFinite(y43)) return -1;
if (y43 < 0) return -1;
b += 25;
b += 70;
}
const y44 = y36["finish_reason"];
if (y44 === undefined) {} else {
if (typeof y44 !== "string") return -1;
if (y44.length * 3 > 128 && (y44.length > 128 || utf8Length(y44) > 128)) return -1;
if (isUnstorableText(y44)) return -1;
b += y44.length * 6 + 2;
b += 82;
}
for (const k45 in y36) if (k45 !== "provider" && k45 !== "model_name" && k45 !== "model_version" && k45 !== "tokens_in" && k45 !== "tokens_out" && k45 !== "cost_usd" && k45 !== "temperature" && k45 !== "finish_reason") return -1;
b += 100;
}
const y46 = v26["agent_id"];
if (y46 === undefined) {} else {
if (typeof y46 !== "string") return -1;
if (y46.length * 3 > 128 && (y46.length > 128 || utf8Length(y46) > 128)) return -1;
if (isUnstorableText(y46)) return -1;
b += y46.length * 6 + 2;
b += 52;
}
const y47 = v26["session_id"];
if (y47 === undefined) {return -1;} else {
if (typeof y47 !== "string") return -1;
if (y47.length < 1 || (y47.length < 2 && codePoints(y47) < 1)) return -1;
if (y47.length * 3 > 256 && (y47.length > 256 || utf8Length(y47) > 256)) return -1;
if (isUnstorableText(y47)) return -1;
b += y47.length * 6 + 2;
b += 64;
}
const y48 = v26["record_id"];
if (y48 === undefined) {return -1;} else {
if (typeof y48 !== "string") return -1;
if (!pattern0.test(y48)) return -1;
if (isUnstorableText(y48)) return -1;
b += y48.length * 6 + 2;
b += 58;
}
const y49 = v26["schema_version"];
if (y49 === undefined) {return -1;} else {
if (typeof y49 !== "string") return -1;
if (y49.length < 1 || (y49.length < 2 && codePoints(y49) < 1)) return -1;
if (y49.length * 3 > 32 && (y49.length > 32 || utf8Length(y49) > 32)) return -1;
if (isUnstorableText(y49)) return -1;
b += y49.length * 6 + 2;
b += 88;
}
const y50 = v26["client_ts_utc"];
if (y50 === undefined) {return -1;} else {
if (typeof y50 !== "number" || !isFinite(y50) || y50 % 1 !== 0) return -1;
if (y50 > 9007199254740991) return -1;
if (y50 <= 0) return -1;
b += 25;
b += 82;
}
const y51 = v26["server_ts_utc"];
if (y51 === undefined) {} else {
if (typeof y51 !== "number" || !isFinite(y51) || y51 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y52 = v26["notes"];
if (y52 === undefined) {} else {
if (typeof y52 !== "string") return -1;
if (y52.length * 3 > 2048 && (y52.length > 2048 || utf8Length(y52) > 2048)) return -1;
if (isUnstorableText(y52)) return -1;
b += y52.length * 6 + 2;
b += 34;
}
const y53 = v26["tags"];
if (y53 === undefined) {} else {
if (!Array.isArray(y53)) return -1;
if (y53.length > 32) return -1;
b += y53.length + 2;
for (let i54 = 0; i54 < y53.length; i54++) {
const y55 = y53[i54];
if (typeof y55 !== "string") return -1;
if (y55.length < 1 || (y55.length < 2 && codePoints(y55) < 1)) return -1;
if (y55.length > 64 && codePoints(y55) > 64) return -1;
if (isUnstorableText(y55)) return -1;
b += y55.length * 6 + 2;
}
b += 28;
}
const y56 = v26["parent_record_id"];
if (y56 === undefined) {} else {
if (typeof y56 !== "string") return -1;
if (!pattern0.test(y56)) return -1;
if (isUnstorableText(y56)) return -1;
b += y56.length * 6 + 2;
b += 100;
}
const y57 = v26["upstream_record_id"];
if (y57 === undefined) {} else {
if (!Array.isArray(y57)) return -1;
if (y57.length > 64) return -1;
b += y57.length + 2;
for (let i58 = 0; i58 < y57.length; i58++) {
const y59 = y57[i58];
if (typeof y59 !== "string") return -1;
if (!pattern0.test(y59)) return -1;
if (isUnstorableText(y59)) return -1;
b += y59.length * 6 + 2;
}
b += 112;
}
const y60 = v26["input_record_id"];
if (y60 === undefined) {} else {
if (typeof y60 !== "string") return -1;
if (!pattern0.test(y60)) return -1;
if (isUnstorableText(y60)) return -1;
b += y60.length * 6 + 2;
b += 94;
}
for (const k61 in v26) if (k61 !== "behavior" && k61 !== "goal" && k61 !== "plan_steps" && k61 !== "rationale" && k61 !== "alternatives_considered" && k61 !== "model_invocation" && k61 !== "agent_id" && k61 !== "session_id" && k61 !== "record_id" && k61 !== "schema_version" && k61 !== "client_ts_utc" && k61 !== "server_ts_utc" && k61 !== "notes" && k61 !== "tags" && k61 !== "parent_record_id" && k61 !== "upstream_record_id" && k61 !== "input_record_id") return -1;
return b;
}
function fastRecord_1_0_Thinking_62(v63) {
let b = 0;
if (v63 === null || typeof v63 !== "object" || Array.isArray(v63)) return -1;
b += 2;
const y64 = v63["behavior"];
if (y64 === undefined) {return -1;} else {
if (typeof y64 !== "string") return -1;
if (y64 !== "Thinking") return -1;
if (y64 !== "Observing" && y64 !== "Planning" && y64 !== "Thinking" && y64 !== "Acting" && y64 !== "Reflecting" && y64 !== "ToolCalling" && y64 !== "Other") return -1;
b += y64.length * 6 + 2;
b += 52;
}
const y65 = v63["prompt"];
if (y65 === undefined) {return -1;} else {
if (typeof y65 !== "string") return -1;
if (y65.length < 1 || (y65.length < 2 && codePoints(y65) < 1)) return -1;
if (y65.length * 3 > 16384 && (y65.length > 16384 || utf8Length(y65) > 16384)) return -1;
if (isUnstorableText(y65)) return -1;
b += y65.length * 6 + 2;
b += 40;
}
const y66 = v63["inputs"];
if (y66 === undefined) {} else {
if (!Array.isArray(y66)) return -1;
if (y66.length > 64) return -1;
b += y66.length + 2;
for (let i67 = 0; i67 < y66.length; i67++) {
const y68 = y66[i67];
if (y68 === null || typeof y68 !== "object" || Array.isArray(y68)) return -1;
b += 2;
const y69 = y68["kind"];
if (y69 === undefined) {return -1;} else {
if (typeof y69 !== "string") return -1;
if (y69 !== "record" && y69 !== "message" && y69 !== "document" && y69 !== "tool_output" && y69 !== "memory" && y69 !== "other") return -1;
b += y69.length * 6 + 2;
b += 28;
}
const y70 = y68["ref"];
if (y70 === undefined) {} else {
if (typeof y70 !== "string") return -1;
if (y70.length * 3 > 2048 && (y70.length > 2048 || utf8Length(y70) > 2048)) return -1;
if (isUnstorableText(y70)) return -1;
b += y70.length * 6 + 2;
b += 22;
}
const y71 = y68["summary"];
if (y71 === undefined) {} else {
if (typeof y71 !== "string") return -1;
if (y71.length * 3 > 2048 && (y71.length > 2048 || utf8Length(y71) > 2048)) return -1;
if (isUnstorableText(y71)) return -1;
b += y71.length * 6 + 2;
b += 46;
}
for (const k72 in y68) if (k72 !== "kind" && k72 !== "ref" && k72 !== "summary") return -1;
}
b += 40;
}
const y73 = v63["output_payload"];
if (y73 === undefined) {return -1;} else {
if (typeof y73 !== "string") return -1;
if (y73.length < 1 || (y73.length < 2 && codePoints(y73) < 1)) return -1;
if (y73.length * 3 > 32768 && (y73.length > 32768 || utf8Length(y73) > 32768)) return -1;
if (isUnstorableText(y73)) return -1;
b += y73.length * 6 + 2;
b += 88;
}
const y74 = v63["model_invocation"];
if (y74 === undefined) {} else {
if (y74 === null || typeof y74 !== "object" || Array.isArray(y74)) return -1;
b += 2;
const y75 = y74["provider"];
if (y75 === undefined) {return -1;} else {
if (typeof y75 !== "string") return -1;
if (y75.length < 1 || (y75.length < 2 && codePoints(y75) < 1)) return -1;
if (y75.length * 3 > 128 && (y75.length > 128 || utf8Length(y75) > 128)) return -1;
if (isUnstorableText(y75)) return -1;
b += y75.length * 6 + 2;
b += 52;
}
const y76 = y74["model_name"];
if (y76 === undefined) {return -1;} else {
if (typeof y76 !== "string") return -1;
if (y76.length < 1 || (y76.length < 2 && codePoints(y76) < 1)) return -1;
if (y76.length * 3 > 256 && (y76.length > 256 || utf8Length(y76) > 256)) return -1;
if (isUnstorableText(y76)) return -1;
b += y76.length * 6 + 2;
b += 64;
}
const y77 = y74["model_version"];
if (y77 === undefined) {} else {
if (typeof y77 !== "string") return -1;
if (y77.length * 3 > 128 && (y77.length > 128 || utf8Length(y77) > 128)) return -1;
if (isUnstorableText(y77)) return -1;
b += y77.length * 6 + 2;
b += 82;
}
const y78 = y74["tokens_in"];
if (y78 === undefined) {} else {
if (typeof y78 !== "number" || !isFinite(y78)) return -1;
if (y78 < 0) return -1;
b += 25;
b += 58;
}
const y79 = y74["tokens_out"];
if (y79 === undefined) {} else {
if (typeof y79 !== "number" || !isFinite(y79)) return -1;
if (y79 < 0) return -1;
b += 25;
b += 64;
}
const y80 = y74["cost_usd"];
if (y80 === undefined) {} else {
if (typeof y80 !== "number" || !isFinite(y80)) return -1;
if (y80 < 0) return -1;
b += 25;
b += 52;
}
const y81 = y74["temperature"];
if (y81 === undefined) {} else {
if (typeof y81 !== "number" || !isFinite(y81)) return -1;
if (y81 < 0) return -1;
b += 25;
b += 70;
}
const y82 = y74["finish_reason"];
if (y82 === undefined) {} else {
if (typeof y82 !== "string") return -1;
if (y82.length * 3 > 128 && (y82.length > 128 || utf8Length(y82) > 128)) return -1;
if (isUnstorableText(y82)) return -1;
b += y82.length * 6 + 2;
b += 82;
}
for (const k83 in y74) if (k83 !== "provider" && k83 !== "model_name" && k83 !== "model_version" && k83 !== "tokens_in" && k83 !== "tokens_out" && k83 !== "cost_usd" && k83 !== "temperature" && k83 !== "finish_reason") return -1;
b += 100;
}
const y84 = v63["agent_id"];
if (y84 === undefined) {} else {
if (typeof y84 !== "string") return -1;
if (y84.length * 3 > 128 && (y84.length > 128 || utf8Length(y84) > 128)) return -1;
if (isUnstorableText(y84)) return -1;
b += y84.length * 6 + 2;
b += 52;
}
const y85 = v63["session_id"];
if (y85 === undefined) {return -1;} else {
if (typeof y85 !== "string") return -1;
if (y85.length < 1 || (y85.length < 2 && codePoints(y85) < 1)) return -1;
if (y85.length * 3 > 256 && (y85.length > 256 || utf8Length(y85) > 256)) return -1;
if (isUnstorableText(y85)) return -1;
b += y85.length * 6 + 2;
b += 64;
}
const y86 = v63["record_id"];
if (y86 === undefined) {return -1;} else {
if (typeof y86 !== "string") return -1;
if (!pattern0.test(y86)) return -1;
if (isUnstorableText(y86)) return -1;
b += y86.length * 6 + 2;
b += 58;
}
const y87 = v63["schema_version"];
if (y87 === undefined) {return -1;} else {
if (typeof y87 !== "string") return -1;
if (y87.length < 1 || (y87.length < 2 && codePoints(y87) < 1)) return -1;
if (y87.length * 3 > 32 && (y87.length > 32 || utf8Length(y87) > 32)) return -1;
if (isUnstorableText(y87)) return -1;
b += y87.length * 6 + 2;
b += 88;
}
const y88 = v63["client_ts_utc"];
if (y88 === undefined) {return -1;} else {
if (typeof y88 !== "number" || !isFinite(y88) || y88 % 1 !== 0) return -1;
if (y88 > 9007199254740991) return -1;
if (y88 <= 0) return -1;
b += 25;
b += 82;
}
const y89 = v63["server_ts_utc"];
if (y89 === undefined) {} else {
if (typeof y89 !== "number" || !isFinite(y89) || y89 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y90 = v63["notes"];
if (y90 === undefined) {} else {
if (typeof y90 !== "string") return -1;
if (y90.length * 3 > 2048 && (y90.length > 2048 || utf8Length(y90) > 2048)) return -1;
if (isUnstorableText(y90)) return -1;
b += y90.length * 6 + 2;
b += 34;
}
const y91 = v63["tags"];
if (y91 === undefined) {} else {
if (!Array.isArray(y91)) return -1;
if (y91.length > 32) return -1;
b += y91.length + 2;
for (let i92 = 0; i92 < y91.length; i92++) {
const y93 = y91[i92];
if (typeof y93 !== "string") return -1;
if (y93.length < 1 || (y93.length < 2 && codePoints(y93) < 1)) return -1;
if (y93.length > 64 && codePoints(y93) > 64) return -1;
if (isUnstorableText(y93)) return -1;
b += y93.length * 6 + 2;
}
b += 28;
}
const y94 = v63["parent_record_id"];
if (y94 === undefined) {} else {
if (typeof y94 !== "string") return -1;
if (!pattern0.test(y94)) return -1;
if (isUnstorableText(y94)) return -1;
b += y94.length * 6 + 2;
b += 100;
}
const y95 = v63["upstream_record_id"];
if (y95 === undefined) {} else {
if (!Array.isArray(y95)) return -1;
if (y95.length > 64) return -1;
b += y95.length + 2;
for (let i96 = 0; i96 < y95.length; i96++) {
const y97 = y95[i96];
if (typeof y97 !== "string") return -1;
if (!pattern0.test(y97)) return -1;
if (isUnstorableText(y97)) return -1;
b += y97.length * 6 + 2;
}
b += 112;
}
const y98 = v63["input_record_id"];
if (y98 === undefined) {} else {
if (typeof y98 !== "string") return -1;
if (!pattern0.test(y98)) return -1;
if (isUnstorableText(y98)) return -1;
b += y98.length * 6 + 2;
b += 94;
}
for (const k99 in v63) if (k99 !== "behavior" && k99 !== "prompt" && k99 !== "inputs" && k99 !== "output_payload" && k99 !== "model_invocation" && k99 !== "agent_id" && k99 !== "session_id" && k99 !== "record_id" && k99 !== "schema_version" && k99 !== "client_ts_utc" && k99 !== "server_ts_utc" && k99 !== "notes" && k99 !== "tags" && k99 !== "parent_record_id" && k99 !== "upstream_record_id" && k99 !== "input_record_id") return -1;
return b;
}
function fastRecord_1_0_if128(v129) {
const y130 = v129["target_system"];
if (y130 === undefined) {return false;} else {
if (typeof y130 !== "string") return false;
if (!pattern2.test(y130)) return false;
}
const y131 = v129["execution_status"];
if (y131 === undefined) {return false;} else {
if (typeof y131 !== "string") return false;
if (y131 !== "confirmed") return false;
}
return true;
}
function fastRecord_1_0_Acting_100(v101) {
let b = 0;
if (v101 === null || typeof v101 !== "object" || Array.isArray(v101)) return -1;
b += 2;
const y102 = v101["behavior"];
if (y102 === undefined) {return -1;} else {
if (typeof y102 !== "string") return -1;
if (y102 !== "Acting") return -1;
if (y102 !== "Observing" && y102 !== "Planning" && y102 !== "Thinking" && y102 !== "Acting" && y102 !== "Reflecting" && y102 !== "ToolCalling" && y102 !== "Other") return -1;
b += y102.length * 6 + 2;
b += 52;
}
const y103 = v101["action_type"];
if (y103 === undefined) {} else {
if (typeof y103 !== "string") return -1;
if (y103.length * 3 > 256 && (y103.length > 256 || utf8Length(y103) > 256)) return -1;
if (isUnstorableText(y103)) return -1;
b += y103.length * 6 + 2;
b += 70;
}
const y104 = v101["target_system"];
if (y104 === undefined) {} else {
if (typeof y104 !== "string") return -1;
if (y104.length * 3 > 256 && (y104.length > 256 || utf8Length(y104) > 256)) return -1;
if (isUnstorableText(y104)) return -1;
b += y104.length * 6 + 2;
b += 82;
}
const y105 = v101["action_summary"];
if (y105 === undefined) {} else {
if (typeof y105 !== "string") return -1;
if (y105.length * 3 > 2048 && (y105.length > 2048 || utf8Length(y105) > 2048)) return -1;
if (isUnstorableText(y105)) return -1;
b += y105.length * 6 + 2;
b += 88;
}
const y106 = v101["parameters"];
if (y106 === undefined) {} else {
if (y106 === null || typeof y106 !== "object" || Array.isArray(y106)) return -1;
{
let b107 = 0;
const w108 = scanWide(y106, 63, true, true, NAMES);
if (w108 < 0) return -1;
b107 += w108;
if (b107 > 16384) return -1;
b += b107;
}
b += 64;
}
const y109 = v101["dry_run"];
if (y109 === undefined) {} else {
if (typeof y109 !== "boolean") return -1;
b += 5;
b += 46;
}
const y110 = v101["execution_status"];
if (y110 === undefined) {} else {
if (typeof y110 !== "string") return -1;
if (y110 !== "pending" && y110 !== "submitted" && y110 !== "confirmed" && y110 !== "failed" && y110 !== "reverted" && y110 !== "cancelled" && y110 !== "simulated" && y110 !== "other") return -1;
b += y110.length * 6 + 2;
b += 100;
}
const y111 = v101["execution_id"];
if (y111 === undefined) {} else {
if (typeof y111 !== "string") return -1;
if (y111.length < 1 || (y111.length < 2 && codePoints(y111) < 1)) return -1;
if (y111.length * 3 > 256 && (y111.length > 256 || utf8Length(y111) > 256)) return -1;
if (isUnstorableText(y111)) return -1;
b += y111.length * 6 + 2;
b += 76;
}
const y112 = v101["agent_id"];
if (y112 === undefined) {} else {
if (typeof y112 !== "string") return -1;
if (y112.length * 3 > 128 && (y112.length > 128 || utf8Length(y112) > 128)) return -1;
if (isUnstorableText(y112)) return -1;
b += y112.length * 6 + 2;
b += 52;
}
const y113 = v101["session_id"];
if (y113 === undefined) {return -1;} else {
if (typeof y113 !== "string") return -1;
if (y113.length < 1 || (y113.length < 2 && codePoints(y113) < 1)) return -1;
if (y113.length * 3 > 256 && (y113.length > 256 || utf8Length(y113) > 256)) return -1;
if (isUnstorableText(y113)) return -1;
b += y113.length * 6 + 2;
b += 64;
}
const y114 = v101["record_id"];
if (y114 === undefined) {return -1;} else {
if (typeof y114 !== "string") return -1;
if (!pattern0.test(y114)) return -1;
if (isUnstorableText(y114)) return -1;
b += y114.length * 6 + 2;
b += 58;
}
const y115 = v101["schema_version"];
if (y115 === undefined) {return -1;} else {
if (typeof y115 !== "string") return -1;
if (y115.length < 1 || (y115.length < 2 && codePoints(y115) < 1)) return -1;
if (y115.length * 3 > 32 && (y115.length > 32 || utf8Length(y115) > 32)) return -1;
if (isUnstorableText(y115)) return -1;
b += y115.length * 6 + 2;
b += 88;
}
const y116 = v101["client_ts_utc"];
if (y116 === undefined) {return -1;} else {
if (typeof y116 !== "number" || !isFinite(y116) || y116 % 1 !== 0) return -1;
if (y116 > 9007199254740991) return -1;
if (y116 <= 0) return -1;
b += 25;
b += 82;
}
const y117 = v101["server_ts_utc"];
if (y117 === undefined) {} else {
if (typeof y117 !== "number" || !isFinite(y117) || y117 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y118 = v101["notes"];
if (y118 === undefined) {} else {
if (typeof y118 !== "string") return -1;
if (y118.length * 3 > 2048 && (y118.length > 2048 || utf8Length(y118) > 2048)) return -1;
if (isUnstorableText(y118)) return -1;
b += y118.length * 6 + 2;
b += 34;
}
const y119 = v101["tags"];
if (y119 === undefined) {} else {
if (!Array.isArray(y119)) return -1;
if (y119.length > 32) return -1;
b += y119.length + 2;
for (let i120 = 0; i120 < y119.length; i120++) {
const y121 = y119[i120];
if (typeof y121 !== "string") return -1;
if (y121.length < 1 || (y121.length < 2 && codePoints(y121) < 1)) return -1;
if (y121.length > 64 && codePoints(y121) > 64) return -1;
if (isUnstorableText(y121)) return -1;
b += y121.length * 6 + 2;
}
b += 28;
}
const y122 = v101["parent_record_id"];
if (y122 === undefined) {} else {
if (typeof y122 !== "string") return -1;
if (!pattern0.test(y122)) return -1;
if (isUnstorableText(y122)) return -1;
b += y122.length * 6 + 2;
b += 100;
}
const y123 = v101["upstream_record_id"];
if (y123 === undefined) {} else {
if (!Array.isArray(y123)) return -1;
if (y123.length > 64) return -1;
b += y123.length + 2;
for (let i124 = 0; i124 < y123.length; i124++) {
const y125 = y123[i124];
if (typeof y125 !== "string") return -1;
if (!pattern0.test(y125)) return -1;
if (isUnstorableText(y125)) return -1;
b += y125.length * 6 + 2;
}
b += 112;
}
const y126 = v101["input_record_id"];
if (y126 === undefined) {} else {
if (typeof y126 !== "string") return -1;
if (!pattern0.test(y126)) return -1;
if (isUnstorableText(y126)) return -1;
b += y126.length * 6 + 2;
b += 94;
}
for (const k127 in v101) if (k127 !== "behavior" && k127 !== "action_type" && k127 !== "target_system" && k127 !== "action_summary" && k127 !== "parameters" && k127 !== "dry_run" && k127 !== "execution_status" && k127 !== "execution_id" && k127 !== "agent_id" && k127 !== "session_id" && k127 !== "record_id" && k127 !== "schema_version" && k127 !== "client_ts_utc" && k127 !== "server_ts_utc" && k127 !== "notes" && k127 !== "tags" && k127 !== "parent_record_id" && k127 !== "upstream_record_id" && k127 !== "input_record_id") return -1;
if (fastRecord_1_0_if128(v101)) {
if (v101["execution_id"] === undefined) return -1;
} else {

}
return b;
}
function fastRecord_1_0_Reflecting_132(v133) {
let b = 0;
if (v133 === null || typeof v133 !== "object" || Array.isArray(v133)) return -1;
b += 2;
const y134 = v133["behavior"];
if (y134 === undefined) {return -1;} else {
if (typeof y134 !== "string") return -1;
if (y134 !== "Reflecting") return -1;
if (y134 !== "Observing" && y134 !== "Planning" && y134 !== "Thinking" && y134 !== "Acting" && y134 !== "Reflecting" && y134 !== "ToolCalling" && y134 !== "Other") return -1;
b += y134.length * 6 + 2;
b += 52;
}
const y135 = v133["reflection"];
if (y135 === undefined) {} else {
if (typeof y135 !== "string") return -1;
if (y135.length * 3 > 16384 && (y135.length > 16384 || utf8Length(y135) > 16384)) return -1;
if (isUnstorableText(y135)) return -1;
b += y135.length * 6 + 2;
b += 64;
}
const y136 = v133["outcome"];
if (y136 === undefined) {} else {
if (typeof y136 !== "string") return -1;
if (y136 !== "success" && y136 !== "partial" && y136 !== "failure" && y136 !== "unknown") return -1;
b += y136.length * 6 + 2;
b += 46;
}
const y137 = v133["lessons"];
if (y137 === undefined) {} else {
if (!Array.isArray(y137)) return -1;
if (y137.length > 32) return -1;
b += y137.length + 2;
for (let i138 = 0; i138 < y137.length; i138++) {
const y139 = y137[i138];
if (typeof y139 !== "string") return -1;
if (y139.length * 3 > 2048 && (y139.length > 2048 || utf8Length(y139) > 2048)) return -1;
if (isUnstorableText(y139)) return -1;
b += y139.length * 6 + 2;
}
b += 46;
}
const y140 = v133["score"];
if (y140 === undefined) {} else {
if (typeof y140 !== "number" || !isFinite(y140)) return -1;
if (y140 < 0) return -1;
if (y140 > 1) return -1;
b += 25;
b += 34;
}
const y141 = v133["model_invocation"];
if (y141 === undefined) {} else {
if (y141 === null || typeof y141 !== "object" || Array.isArray(y141)) return -1;
b += 2;
const y142 = y141["provider"];
if (y142 === undefined) {return -1;} else {
if (typeof y142 !== "string") return -1;
if (y142.length < 1 || (y142.length < 2 && codePoints(y142) < 1)) return -1;
if (y142.length * 3 > 128 && (y142.length > 128 || utf8Length(y142) > 128)) return -1;
if (isUnstorableText(y142)) return -1;
b += y142.length * 6 + 2;
b += 52;
}
const y143 = y141["model_name"];
if (y143 === undefined) {return -1;} else {
if (typeof y143 !== "string") return -1;
if (y143.length < 1 || (y143.length < 2 && codePoints(y143) < 1)) return -1;
if (y143.length * 3 > 256 && (y143.length > 256 || utf8Length(y143) > 256)) return -1;
if (isUnstorableText(y143)) return -1;
b += y143.length * 6 + 2;
b += 64;
}
const y144 = y141["model_version"];
if (y144 === undefined) {} else {
if (typeof y144 !== "string") return -1;
if (y144.length * 3 > 128 && (y144.length > 128 || utf8Length(y144) > 128)) return -1;
if (isUnstorableText(y144)) return -1;
b += y144.length * 6 + 2;
b += 82;
}
const y145 = y141["tokens_in"];
if (y145 === undefined) {} else {
if (typeof y145 !== "number" || !isFinite(y145)) return -1;
if (y145 < 0) return -1;
b += 25;
b += 58;
}
const y146 = y141["tokens_out"];
if (y146 === undefined) {} else {
if (typeof y146 !== "number" || !isFinite(y146)) return -1;
if (y146 < 0) return -1;
b += 25;
b += 64;
}
const y147 = y141["cost_usd"];
if (y147 === undefined) {} else {
if (typeof y147 !== "number" || !isFinite(y147)) return -1;
if (y147 < 0) return -1;
b += 25;
b += 52;
}
const y148 = y141["temperature"];
if (y148 === undefined) {} else {
if (typeof y148 !== "number" || !isFinite(y148)) return -1;
if (y148 < 0) return -1;
b += 25;
b += 70;
}
const y149 = y141["finish_reason"];
if (y149 === undefined) {} else {
if (typeof y149 !== "string") return -1;
if (y149.length * 3 > 128 && (y149.length > 128 || utf8Length(y149) > 128)) return -1;
if (isUnstorableText(y149)) return -1;
b += y149.length * 6 + 2;
b += 82;
}
for (const k150 in y141) if (k150 !== "provider" && k150 !== "model_name" && k150 !== "model_version" && k150 !== "tokens_in" && k150 !== "tokens_out" && k150 !== "cost_usd" && k150 !== "temperature" && k150 !== "finish_reason") return -1;
b += 100;
}
const y151 = v133["agent_id"];
if (y151 === undefined) {} else {
if (typeof y151 !== "string") return -1;
if (y151.length * 3 > 128 && (y151.length > 128 || utf8Length(y151) > 128)) return -1;
if (isUnstorableText(y151)) return -1;
b += y151.length * 6 + 2;
b += 52;
}
const y152 = v133["session_id"];
if (y152 === undefined) {return -1;} else {
if (typeof y152 !== "string") return -1;
if (y152.length < 1 || (y152.length < 2 && codePoints(y152) < 1)) return -1;
if (y152.length * 3 > 256 && (y152.length > 256 || utf8Length(y152) > 256)) return -1;
if (isUnstorableText(y152)) return -1;
b += y152.length * 6 + 2;
b += 64;
}
const y153 = v133["record_id"];
if (y153 === undefined) {return -1;} else {
if (typeof y153 !== "string") return -1;
if (!pattern0.test(y153)) return -1;
if (isUnstorableText(y153)) return -1;
b += y153.length * 6 + 2;
b += 58;
}
const y154 = v133["schema_version"];
if (y154 === undefined) {return -1;} else {
if (typeof y154 !== "string") return -1;
if (y154.length < 1 || (y154.length < 2 && codePoints(y154) < 1)) return -1;
if (y154.length * 3 > 32 && (y154.length > 32 || utf8Length(y154) > 32)) return -1;
if (isUnstorableText(y154)) return -1;
b += y154.length * 6 + 2;
b += 88;
}
const y155 = v133["client_ts_utc"];
if (y155 === undefined) {return -1;} else {
if (typeof y155 !== "number" || !isFinite(y155) || y155 % 1 !== 0) return -1;
if (y155 > 9007199254740991) return -1;
if (y155 <= 0) return -1;
b += 25;
b += 82;
}
const y156 = v133["server_ts_utc"];
if (y156 === undefined) {} else {
if (typeof y156 !== "number" || !isFinite(y156) || y156 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y157 = v133["notes"];
if (y157 === undefined) {} else {
if (typeof y157 !== "string") return -1;
if (y157.length * 3 > 2048 && (y157.length > 2048 || utf8Length(y157) > 2048)) return -1;
if (isUnstorableText(y157)) return -1;
b += y157.length * 6 + 2;
b += 34;
}
const y158 = v133["tags"];
if (y158 === undefined) {} else {
if (!Array.isArray(y158)) return -1;
if (y158.length > 32) return -1;
b += y158.length + 2;
for (let i159 = 0; i159 < y158.length; i159++) {
const y160 = y158[i159];
if (typeof y160 !== "string") return -1;
if (y160.length < 1 || (y160.length < 2 && codePoints(y160) < 1)) return -1;
if (y160.length > 64 && codePoints(y160) > 64) return -1;
if (isUnstorableText(y160)) return -1;
b += y160.length * 6 + 2;
}
b += 28;
}
const y161 = v133["parent_record_id"];
if (y161 === undefined) {} else {
if (typeof y161 !== "string") return -1;
if (!pattern0.test(y161)) return -1;
if (isUnstorableText(y161)) return -1;
b += y161.length * 6 + 2;
b += 100;
}
const y162 = v133["upstream_record_id"];
if (y162 === undefined) {} else {
if (!Array.isArray(y162)) return -1;
if (y162.length > 64) return -1;
b += y162.length + 2;
for (let i163 = 0; i163 < y162.length; i163++) {
const y164 = y162[i163];
if (typeof y164 !== "string") return -1;
if (!pattern0.test(y164)) return -1;
if (isUnstorableText(y164)) return -1;
b += y164.length * 6 + 2;
}
b += 112;
}
const y165 = v133["input_record_id"];
if (y165 === undefined) {} else {
if (typeof y165 !== "string") return -1;
if (!pattern0.test(y165)) return -1;
if (isUnstorableText(y165)) return -1;
b += y165.length * 6 + 2;
b += 94;
}
for (const k166 in v133) if (k166 !== "behavior" && k166 !== "reflection" && k166 !== "outcome" && k166 !== "lessons" && k166 !== "score" && k166 !== "model_invocation" && k166 !== "agent_id" && k166 !== "session_id" && k166 !== "record_id" && k166 !== "schema_version" && k166 !== "client_ts_utc" && k166 !== "server_ts_utc" && k166 !== "notes" && k166 !== "tags" && k166 !== "parent_record_id" && k166 !== "upstream_record_id" && k166 !== "input_record_id") return -1;
return b;
}
function fastRecord_1_0_ToolCalling_167(v168) {
let b = 0;
if (v168 === null || typeof v168 !== "object" || Array.isArray(v168)) return -1;
b += 2;
const y169 = v168["behavior"];
if (y169 === undefined) {return -1;} else {
if (typeof y169 !== "string") return -1;
if (y169 !== "ToolCalling") return -1;
if (y169 !== "Observing" && y169 !== "Planning" && y169 !== "Thinking" && y169 !== "Acting" && y169 !== "Reflecting" && y169 !== "ToolCalling" && y169 !== "Other") return -1;
b += y169.length * 6 + 2;
b += 52;
}
const y170 = v168["tool_meta"];
if (y170 === undefined) {} else {
if (y170 === null || typeof y170 !== "object" || Array.isArray(y170)) return -1;
{
let b171 = 0;
const y172 = y170["tool_id"];
if (y172 === undefined) {} else {
if (typeof y172 !== "string") return -1;
if (y172.length * 3 > 256 && (y172.length > 256 || utf8Length(y172) > 256)) return -1;
}
const y173 = y170["category"];
if (y173 === undefined) {} else {
if (typeof y173 !== "string") return -1;
if (y173 !== "search" && y173 !== "retrieval" && y173 !== "code_execution" && y173 !== "http_api" && y173 !== "database" && y173 !== "file_system" && y173 !== "blockchain" && y173 !== "messaging" && y173 !== "calculation" && y173 !== "other") return -1;
}
const y174 = y170["endpoint"];
if (y174 === undefined) {} else {
if (typeof y174 !== "string") return -1;
if (y174.length * 3 > 2048 && (y174.length > 2048 || utf8Length(y174) > 2048)) return -1;
}
const w175 = scanWide(y170, 63, true, true, NAMES);
if (w175 < 0) return -1;
b171 += w175;
if (b171 > 16384) return -1;
b += b171;
}
b += 58;
}
const y176 = v168["description"];
if (y176 === undefined) {} else {
if (typeof y176 !== "string") return -1;
if (y176.length * 3 > 2048 && (y176.length > 2048 || utf8Length(y176) > 2048)) return -1;
if (isUnstorableText(y176)) return -1;
b += y176.length * 6 + 2;
b += 70;
}
const y177 = v168["input_payload"];
if (y177 === undefined) {} else {
if (typeof y177 !== "string") return -1;
if (y177.length * 3 > 16384 && (y177.length > 16384 || utf8Length(y177) > 16384)) return -1;
if (isUnstorableText(y177)) return -1;
b += y177.length * 6 + 2;
b += 82;
}
const y178 = v168["output_payload"];
if (y178 === undefined) {} else {
if (typeof y178 !== "string") return -1;
if (y178.length * 3 > 32768 && (y178.length > 32768 || utf8Length(y178) > 32768)) return -1;
if (isUnstorableText(y178)) return -1;
b += y178.length * 6 + 2;
b += 88;
}
const y179 = v168["success"];
if (y179 === undefined) {} else {
if (typeof y179 !== "boolean") return -1;
b += 5;
b += 46;
}
const y180 = v168["agent_id"];
if (y180 === undefined) {} else {
if (typeof y180 !== "string") return -1;
if (y180.length * 3 > 128 && (y180.length > 128 || utf8Length(y180) > 128)) return -1;
if (isUnstorableText(y180)) return -1;
b += y180.length * 6 + 2;
b += 52;
}
const y181 = v168["session_id"];
if (y181 === undefined) {return -1;} else {
if (typeof y181 !== "string") return -1;
if (y181.length < 1 || (y181.length < 2 && codePoints(y181) < 1)) return -1;
if (y181.length * 3 > 256 && (y181.length > 256 || utf8Length(y181) > 256)) return -1;
if (isUnstorableText(y181)) return -1;
b += y181.length * 6 + 2;
b += 64;
}
const y182 = v168["record_id"];
if (y182 === undefined) {return -1;} else {
if (typeof y182 !== "string") return -1;
if (!pattern0.test(y182)) return -1;
if (isUnstorableText(y182)) return -1;
b += y182.length * 6 + 2;
b += 58;
}
const y183 = v168["schema_version"];
if (y183 === undefined) {return -1;} else {
if (typeof y183 !== "string") return -1;
if (y183.length < 1 || (y183.length < 2 && codePoints(y183) < 1)) return -1;
if (y183.length * 3 > 32 && (y183.length > 32 || utf8Length(y183) > 32)) return -1;
if (isUnstorableText(y183)) return -1;
b += y183.length * 6 + 2;
b += 88;
}
const y184 = v168["client_ts_utc"];
if (y184 === undefined) {return -1;} else {
if (typeof y184 !== "number" || !isFinite(y184) || y184 % 1 !== 0) return -1;
if (y184 > 9007199254740991) return -1;
if (y184 <= 0) return -1;
b += 25;
b += 82;
}
const y185 = v168["server_ts_utc"];
if (y185 === undefined) {} else {
if (typeof y185 !== "number" || !isFinite(y185) || y185 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y186 = v168["notes"];
if (y186 === undefined) {} else {
if (typeof y186 !== "string") return -1;
if (y186.length * 3 > 2048 && (y186.length > 2048 || utf8Length(y186) > 2048)) return -1;
if (isUnstorableText(y186)) return -1;
b += y186.length * 6 + 2;
b += 34;
}
const y187 = v168["tags"];
if (y187 === undefined) {} else {
if (!Array.isArray(y187)) return -1;
if (y187.length > 32) return -1;
b += y187.length + 2;
for (let i188 = 0; i188 < y187.length; i188++) {
const y189 = y187[i188];
if (typeof y189 !== "string") return -1;
if (y189.length < 1 || (y189.length < 2 && codePoints(y189) < 1)) return -1;
if (y189.length > 64 && codePoints(y189) > 64) return -1;
if (isUnstorableText(y189)) return -1;
b += y189.length * 6 + 2;
}
b += 28;
}
const y190 = v168["parent_record_id"];
if (y190 === undefined) {} else {
if (typeof y190 !== "string") return -1;
if (!pattern0.test(y190)) return -1;
if (isUnstorableText(y190)) return -1;
b += y190.length * 6 + 2;
b += 100;
}
const y191 = v168["upstream_record_id"];
if (y191 === undefined) {} else {
if (!Array.isArray(y191)) return -1;
if (y191.length > 64) return -1;
b += y191.length + 2;
for (let i192 = 0; i192 < y191.length; i192++) {
const y193 = y191[i192];
if (typeof y193 !== "string") return -1;
if (!pattern0.test(y193)) return -1;
if (isUnstorableText(y193)) return -1;
b += y193.length * 6 + 2;
}
b += 112;
}
const y194 = v168["input_record_id"];
if (y194 === undefined) {} else {
if (typeof y194 !== "string") return -1;
if (!pattern0.test(y194)) return -1;
if (isUnstorableText(y194)) return -1;
b += y194.length * 6 + 2;
b += 94;
}
for (const k195 in v168) if (k195 !== "behavior" && k195 !== "tool_meta" && k195 !== "description" && k195 !== "input_payload" && k195 !== "output_payload" && k195 !== "success" && k195 !== "agent_id" && k195 !== "session_id" && k195 !== "record_id" && k195 !== "schema_version" && k195 !== "client_ts_utc" && k195 !== "server_ts_utc" && k195 !== "notes" && k195 !== "tags" && k195 !== "parent_record_id" && k195 !== "upstream_record_id" && k195 !== "input_record_id") return -1;
return b;
}
function fastRecord_1_0_Other_196(v197) {
let b = 0;
if (v197 === null || typeof v197 !== "object" || Array.isArray(v197)) return -1;
b += 2;
const y198 = v197["behavior"];
if (y198 === undefined) {return -1;} else {
if (typeof y198 !== "string") return -1;
if (y198 !== "Other") return -1;
if (y198 !== "Observing" && y198 !== "Planning" && y198 !== "Thinking" && y198 !== "Acting" && y198 !== "Reflecting" && y198 !== "ToolCalling" && y198 !== "Other") return -1;
b += y198.length * 6 + 2;
b += 52;
}
const y199 = v197["label"];
if (y199 === undefined) {} else {
if (typeof y199 !== "string") return -1;
if (y199.length * 3 > 256 && (y199.length > 256 || utf8Length(y199) > 256)) return -1;
if (isUnstorableText(y199)) return -1;
b += y199.length * 6 + 2;
b += 34;
}
const y200 = v197["description"];
if (y200 === undefined) {} else {
if (typeof y200 !== "string") return -1;
if (y200.length * 3 > 2048 && (y200.length > 2048 || utf8Length(y200) > 2048)) return -1;
if (isUnstorableText(y200)) return -1;
b += y200.length * 6 + 2;
b += 70;
}
const y201 = v197["data"];
if (y201 === undefined) {} else {
if (y201 === null || typeof y201 !== "object" || Array.isArray(y201)) return -1;
{
let b202 = 0;
const w203 = scanWide(y201, 63, true, true, NAMES);
if (w203 < 0) return -1;
b202 += w203;
if (b202 > 16384) return -1;
b += b202;
}
b += 28;
}
const y204 = v197["agent_id"];
if (y204 === undefined) {} else {
if (typeof y204 !== "string") return -1;
if (y204.length * 3 > 128 && (y204.length > 128 || utf8Length(y204) > 128)) return -1;
if (isUnstorableText(y204)) return -1;
b += y204.length * 6 + 2;
b += 52;
}
const y205 = v197["session_id"];
if (y205 === undefined) {return -1;} else {
if (typeof y205 !== "string") return -1;
if (y205.length < 1 || (y205.length < 2 && codePoints(y205) < 1)) return -1;
if (y205.length * 3 > 256 && (y205.length > 256 || utf8Length(y205) > 256)) return -1;
if (isUnstorableText(y205)) return -1;
b += y205.length * 6 + 2;
b += 64;
}
const y206 = v197["record_id"];
if (y206 === undefined) {return -1;} else {
if (typeof y206 !== "string") return -1;
if (!pattern0.test(y206)) return -1;
if (isUnstorableText(y206)) return -1;
b += y206.length * 6 + 2;
b += 58;
}
const y207 = v197["schema_version"];
if (y207 === undefined) {return -1;} else {
if (typeof y207 !== "string") return -1;
if (y207.length < 1 || (y207.length < 2 && codePoints(y207) < 1)) return -1;
if (y207.length * 3 > 32 && (y207.length > 32 || utf8Length(y207) > 32)) return -1;
if (isUnstorableText(y207)) return -1;
b += y207.length * 6 + 2;
b += 88;
}
const y208 = v197["client_ts_utc"];
if (y208 === undefined) {return -1;} else {
if (typeof y208 !== "number" || !isFinite(y208) || y208 % 1 !== 0) return -1;
if (y208 > 9007199254740991) return -1;
if (y208 <= 0) return -1;
b += 25;
b += 82;
}
const y209 = v197["server_ts_utc"];
if (y209 === undefined) {} else {
if (typeof y209 !== "number" || !isFinite(y209) || y209 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y210 = v197["notes"];
if (y210 === undefined) {} else {
if (typeof y210 !== "string") return -1;
if (y210.length * 3 > 2048 && (y210.length > 2048 || utf8Length(y210) > 2048)) return -1;
if (isUnstorableText(y210)) return -1;
b += y210.length * 6 + 2;
b += 34;
}
const y211 = v197["tags"];
if (y211 === undefined) {} else {
if (!Array.isArray(y211)) return -1;
if (y211.length > 32) return -1;
b += y211.length + 2;
for (let i212 = 0; i212 < y211.length; i212++) {
const y213 = y211[i212];
if (typeof y213 !== "string") return -1;
if (y213.length < 1 || (y213.length < 2 && codePoints(y213) < 1)) return -1;
if (y213.length > 64 && codePoints(y213) > 64) return -1;
if (isUnstorableText(y213)) return -1;
b += y213.length * 6 + 2;
}
b += 28;
}
const y214 = v197["parent_record_id"];
if (y214 === undefined) {} else {
if (typeof y214 !== "string") return -1;
if (!pattern0.test(y214)) return -1;
if (isUnstorableText(y214)) return -1;
b += y214.length * 6 + 2;
b += 100;
}
const y215 = v197["upstream_record_id"];
if (y215 === undefined) {} else {
if (!Array.isArray(y215)) return -1;
if (y215.length > 64) return -1;
b += y215.length + 2;
for (let i216 = 0; i216 < y215.length; i216++) {
const y217 = y215[i216];
if (typeof y217 !== "string") return -1;
if (!pattern0.test(y217)) return -1;
if (isUnstorableText(y217)) return -1;
b += y217.length * 6 + 2;
}
b += 112;
}
const y218 = v197["input_record_id"];
if (y218 === undefined) {} else {
if (typeof y218 !== "string") return -1;
if (!pattern0.test(y218)) return -1;
if (isUnstorableText(y218)) return -1;
b += y218.length * 6 + 2;
b += 94;
}
for (const k219 in v197) if (k219 !== "behavior" && k219 !== "label" && k219 !== "description" && k219 !== "data" && k219 !== "agent_id" && k219 !== "session_id" && k219 !== "record_id" && k219 !== "schema_version" && k219 !== "client_ts_utc" && k219 !== "server_ts_utc" && k219 !== "notes" && k219 !== "tags" && k219 !== "parent_record_id" && k219 !== "upstream_record_id" && k219 !== "input_record_id") return -1;
return b;
}
export function fastRecord_1_0(x) {
let b = 0;
if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
{
let b0 = 0;
if (x["behavior"] === undefined) return false;
let w1 = -1;
switch (x["behavior"]) {
case "Observing": w1 = fastRecord_1_0_Observing_2(x); break;
case "Planning": w1 = fastRecord_1_0_Planning_25(x); break;
case "Thinking": w1 = fastRecord_1_0_Thinking_62(x); break;
case "Acting": w1 = fastRecord_1_0_Acting_100(x); break;
case "Reflecting": w1 = fastRecord_1_0_Reflecting_132(x); break;
case "ToolCalling": w1 = fastRecord_1_0_ToolCalling_167(x); break;
case "Other": w1 = fastRecord_1_0_Other_196(x); break;
}
if (w1 < 0) return false;
b0 += w1;
if (b0 > 65536) return false;
b += b0;
}
return true;
}
