// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// The fast first pass of record validation (codegen/fast-check.ts): true only where validators/record.js accepts.
/* eslint-disable */
function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n}
function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n}
function jsonStringLength(s){let n=2;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c>=32&&c<128)n+=c===34||c===92?2:1;else if(c<32)n+=c===8||c===9||c===10||c===12||c===13?2:6;else if(c<2048)n+=2;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=4;i++}else if(c>=55296&&c<=57343)n+=6;else n+=3}return n}
function jsonSize(value,max,exact){let total=0;const stack=[value];while(stack.length>0&&total<=max){const v=stack.pop();if(typeof v==="string")total+=exact?jsonStringLength(v):v.length*6+2;else if(typeof v==="number")total+=!Number.isFinite(v)?4:exact?String(v).length:25;else if(typeof v==="boolean")total+=v?4:5;else if(v===null||typeof v!=="object")total+=4;else if(Array.isArray(v)){total+=v.length===0?2:v.length+1;for(let i=0;i<v.length;i++)stack.push(v[i])}else{let members=0;for(const name of Object.keys(v)){const member=v[name];if(member===void 0)continue;members++;total+=(exact?jsonStringLength(name):name.length*6+2)+1;stack.push(member)}total+=members===0?2:members+1}}return total}
function fitsBytes(value,max){if(typeof value==="string")return value.length*3<=max||value.length<=max&&utf8Length(value)<=max;return jsonSize(value,max,false)<=max||jsonSize(value,max,true)<=max}
function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}
function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5}
function scanWide(value,maxDepth,finite,storable,storableNames){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&storableNames?.[name]!==true&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}
const NAMES = {__proto__: null, "action_summary": true, "action_type": true, "agent_id": true, "alternatives_considered": true, "attachments": true, "behavior": true, "category": true, "client_ts_utc": true, "cost_usd": true, "data": true, "description": true, "digest": true, "dry_run": true, "duration_ms": true, "endpoint": true, "execution_id": true, "execution_status": true, "field": true, "finish_reason": true, "goal": true, "input_payload": true, "input_record_id": true, "inputs": true, "kind": true, "label": true, "lessons": true, "media_type": true, "model_invocation": true, "model_name": true, "model_version": true, "notes": true, "outcome": true, "output_payload": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "prompt": true, "provider": true, "rationale": true, "record_id": true, "ref": true, "reflection": true, "schema_version": true, "score": true, "server_ts_utc": true, "session_id": true, "size_bytes": true, "success": true, "summary": true, "tags": true, "target_system": true, "temperature": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true, "uri": true};
const pattern0 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");
const pattern1 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
const pattern2 = new RegExp("^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$", "u");
function ContentRef_0(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const y0 = v["digest"];
if (y0 === undefined) {return -1;} else {
if (typeof y0 !== "string") return -1;
if (!pattern1.test(y0)) return -1;
if (isUnstorableText(y0)) return -1;
b += y0.length * 6 + 2;
b += 40;
}
const y1 = v["size_bytes"];
if (y1 === undefined) {return -1;} else {
if (typeof y1 !== "number" || !isFinite(y1) || y1 % 1 !== 0) return -1;
if (y1 < 0) return -1;
if (y1 > 9007199254740991) return -1;
b += 25;
b += 64;
}
const y2 = v["media_type"];
if (y2 === undefined) {return -1;} else {
if (typeof y2 !== "string") return -1;
if (y2.length < 1 || (y2.length < 2 && codePoints(y2) < 1)) return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 64;
}
const y3 = v["uri"];
if (y3 === undefined) {return -1;} else {
if (typeof y3 !== "string") return -1;
if (y3.length < 1 || (y3.length < 2 && codePoints(y3) < 1)) return -1;
if (y3.length * 3 > 2048 && (y3.length > 2048 || utf8Length(y3) > 2048)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 22;
}
const y4 = v["field"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length < 1 || (y4.length < 2 && codePoints(y4) < 1)) return -1;
if (y4.length * 3 > 256 && (y4.length > 256 || utf8Length(y4) > 256)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 34;
}
for (const k5 in v) if (k5 !== "digest" && k5 !== "size_bytes" && k5 !== "media_type" && k5 !== "uri" && k5 !== "field") return -1;
return b;
}
function RecordCommon_1(v) {
let b = 0;
const y0 = v["agent_id"];
if (y0 === undefined) {} else {
if (typeof y0 !== "string") return -1;
if (y0.length * 3 > 128 && (y0.length > 128 || utf8Length(y0) > 128)) return -1;
if (isUnstorableText(y0)) return -1;
b += y0.length * 6 + 2;
b += 52;
}
const y1 = v["session_id"];
if (y1 === undefined) {return -1;} else {
if (typeof y1 !== "string") return -1;
if (y1.length < 1 || (y1.length < 2 && codePoints(y1) < 1)) return -1;
if (y1.length * 3 > 256 && (y1.length > 256 || utf8Length(y1) > 256)) return -1;
if (isUnstorableText(y1)) return -1;
b += y1.length * 6 + 2;
b += 64;
}
const y2 = v["behavior"];
if (y2 === undefined) {return -1;} else {
if (typeof y2 !== "string") return -1;
if (y2 !== "Observing" && y2 !== "Planning" && y2 !== "Thinking" && y2 !== "Acting" && y2 !== "Reflecting" && y2 !== "ToolCalling" && y2 !== "Other") return -1;
b += y2.length * 6 + 2;
b += 52;
}
const y3 = v["record_id"];
if (y3 === undefined) {return -1;} else {
if (typeof y3 !== "string") return -1;
if (!pattern0.test(y3)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 58;
}
const y4 = v["schema_version"];
if (y4 === undefined) {return -1;} else {
if (typeof y4 !== "string") return -1;
if (y4.length < 1 || (y4.length < 2 && codePoints(y4) < 1)) return -1;
if (y4.length * 3 > 32 && (y4.length > 32 || utf8Length(y4) > 32)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 88;
}
const y5 = v["client_ts_utc"];
if (y5 === undefined) {return -1;} else {
if (typeof y5 !== "number" || !isFinite(y5) || y5 % 1 !== 0) return -1;
if (y5 > 9007199254740991) return -1;
if (y5 <= 0) return -1;
b += 25;
b += 82;
}
const y6 = v["server_ts_utc"];
if (y6 === undefined) {} else {
if (typeof y6 !== "number" || !isFinite(y6) || y6 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y7 = v["notes"];
if (y7 === undefined) {} else {
if (typeof y7 !== "string") return -1;
if (y7.length * 3 > 2048 && (y7.length > 2048 || utf8Length(y7) > 2048)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 34;
}
const y8 = v["tags"];
if (y8 === undefined) {} else {
if (!Array.isArray(y8)) return -1;
if (y8.length > 32) return -1;
b += y8.length + 2;
for (let i9 = 0; i9 < y8.length; i9++) {
const y10 = y8[i9];
if (typeof y10 !== "string") return -1;
if (y10.length < 1 || (y10.length < 2 && codePoints(y10) < 1)) return -1;
if (y10.length > 64 && codePoints(y10) > 64) return -1;
if (isUnstorableText(y10)) return -1;
b += y10.length * 6 + 2;
}
b += 28;
}
const y11 = v["parent_record_id"];
if (y11 === undefined) {} else {
if (typeof y11 !== "string") return -1;
if (!pattern0.test(y11)) return -1;
if (isUnstorableText(y11)) return -1;
b += y11.length * 6 + 2;
b += 100;
}
const y12 = v["upstream_record_id"];
if (y12 === undefined) {} else {
if (!Array.isArray(y12)) return -1;
if (y12.length > 64) return -1;
b += y12.length + 2;
for (let i13 = 0; i13 < y12.length; i13++) {
const y14 = y12[i13];
if (typeof y14 !== "string") return -1;
if (!pattern0.test(y14)) return -1;
if (isUnstorableText(y14)) return -1;
b += y14.length * 6 + 2;
}
b += 112;
}
const y15 = v["input_record_id"];
if (y15 === undefined) {} else {
if (typeof y15 !== "string") return -1;
if (!pattern0.test(y15)) return -1;
if (isUnstorableText(y15)) return -1;
b += y15.length * 6 + 2;
b += 94;
}
const y16 = v["duration_ms"];
if (y16 === undefined) {} else {
if (typeof y16 !== "number" || !isFinite(y16) || y16 % 1 !== 0) return -1;
if (y16 < 0) return -1;
if (y16 > 9007199254740991) return -1;
b += 25;
b += 70;
}
const y17 = v["attachments"];
if (y17 === undefined) {} else {
if (!Array.isArray(y17)) return -1;
if (y17.length > 16) return -1;
b += y17.length + 2;
for (let i18 = 0; i18 < y17.length; i18++) {
const y19 = y17[i18];
const w20 = ContentRef_0(y19);
if (w20 < 0) return -1;
b += w20;
}
b += 70;
}
return b;
}
function ObservingRecord_2(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Observing") return -1;
}
const y2 = v["trigger_source"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 88;
}
const y3 = v["trigger_type"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3 !== "user_message" && y3 !== "agent_message" && y3 !== "tool_result" && y3 !== "schedule" && y3 !== "webhook" && y3 !== "market_data" && y3 !== "chain_event" && y3 !== "system" && y3 !== "other") return -1;
b += y3.length * 6 + 2;
b += 76;
}
const y4 = v["trigger_description"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length * 3 > 2048 && (y4.length > 2048 || utf8Length(y4) > 2048)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 118;
}
const y5 = v["trigger_payload_summary"];
if (y5 === undefined) {} else {
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 4096 && (y5.length > 4096 || utf8Length(y5) > 4096)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
b += 142;
}
for (const k6 in v) if (k6 !== "behavior" && k6 !== "trigger_source" && k6 !== "trigger_type" && k6 !== "trigger_description" && k6 !== "trigger_payload_summary" && k6 !== "agent_id" && k6 !== "session_id" && k6 !== "record_id" && k6 !== "schema_version" && k6 !== "client_ts_utc" && k6 !== "server_ts_utc" && k6 !== "notes" && k6 !== "tags" && k6 !== "parent_record_id" && k6 !== "upstream_record_id" && k6 !== "input_record_id" && k6 !== "duration_ms" && k6 !== "attachments") return -1;
return b;
}
function ModelInvocation_3(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const y0 = v["provider"];
if (y0 === undefined) {return -1;} else {
if (typeof y0 !== "string") return -1;
if (y0.length < 1 || (y0.length < 2 && codePoints(y0) < 1)) return -1;
if (y0.length * 3 > 128 && (y0.length > 128 || utf8Length(y0) > 128)) return -1;
if (isUnstorableText(y0)) return -1;
b += y0.length * 6 + 2;
b += 52;
}
const y1 = v["model_name"];
if (y1 === undefined) {return -1;} else {
if (typeof y1 !== "string") return -1;
if (y1.length < 1 || (y1.length < 2 && codePoints(y1) < 1)) return -1;
if (y1.length * 3 > 256 && (y1.length > 256 || utf8Length(y1) > 256)) return -1;
if (isUnstorableText(y1)) return -1;
b += y1.length * 6 + 2;
b += 64;
}
const y2 = v["model_version"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 128 && (y2.length > 128 || utf8Length(y2) > 128)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 82;
}
const y3 = v["tokens_in"];
if (y3 === undefined) {} else {
if (typeof y3 !== "number" || !isFinite(y3)) return -1;
if (y3 < 0) return -1;
b += 25;
b += 58;
}
const y4 = v["tokens_out"];
if (y4 === undefined) {} else {
if (typeof y4 !== "number" || !isFinite(y4)) return -1;
if (y4 < 0) return -1;
b += 25;
b += 64;
}
const y5 = v["cost_usd"];
if (y5 === undefined) {} else {
if (typeof y5 !== "number" || !isFinite(y5)) return -1;
if (y5 < 0) return -1;
b += 25;
b += 52;
}
const y6 = v["temperature"];
if (y6 === undefined) {} else {
if (typeof y6 !== "number" || !isFinite(y6)) return -1;
if (y6 < 0) return -1;
b += 25;
b += 70;
}
const y7 = v["finish_reason"];
if (y7 === undefined) {} else {
if (typeof y7 !== "string") return -1;
if (y7.length * 3 > 128 && (y7.length > 128 || utf8Length(y7) > 128)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 82;
}
for (const k8 in v) if (k8 !== "provider" && k8 !== "model_name" && k8 !== "model_version" && k8 !== "tokens_in" && k8 !== "tokens_out" && k8 !== "cost_usd" && k8 !== "temperature" && k8 !== "finish_reason") return -1;
return b;
}
function PlanningRecord_4(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Planning") return -1;
}
const y2 = v["goal"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 4096 && (y2.length > 4096 || utf8Length(y2) > 4096)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 28;
}
const y3 = v["plan_steps"];
if (y3 === undefined) {} else {
if (!Array.isArray(y3)) return -1;
if (y3.length > 64) return -1;
b += y3.length + 2;
for (let i4 = 0; i4 < y3.length; i4++) {
const y5 = y3[i4];
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 2048 && (y5.length > 2048 || utf8Length(y5) > 2048)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
}
b += 64;
}
const y6 = v["rationale"];
if (y6 === undefined) {} else {
if (typeof y6 !== "string") return -1;
if (y6.length * 3 > 16384 && (y6.length > 16384 || utf8Length(y6) > 16384)) return -1;
if (isUnstorableText(y6)) return -1;
b += y6.length * 6 + 2;
b += 58;
}
const y7 = v["alternatives_considered"];
if (y7 === undefined) {} else {
if (!Array.isArray(y7)) return -1;
if (y7.length > 32) return -1;
b += y7.length + 2;
for (let i8 = 0; i8 < y7.length; i8++) {
const y9 = y7[i8];
if (typeof y9 !== "string") return -1;
if (y9.length * 3 > 2048 && (y9.length > 2048 || utf8Length(y9) > 2048)) return -1;
if (isUnstorableText(y9)) return -1;
b += y9.length * 6 + 2;
}
b += 142;
}
const y10 = v["model_invocation"];
if (y10 === undefined) {} else {
const w11 = ModelInvocation_3(y10);
if (w11 < 0) return -1;
b += w11;
b += 100;
}
for (const k12 in v) if (k12 !== "behavior" && k12 !== "goal" && k12 !== "plan_steps" && k12 !== "rationale" && k12 !== "alternatives_considered" && k12 !== "model_invocation" && k12 !== "agent_id" && k12 !== "session_id" && k12 !== "record_id" && k12 !== "schema_version" && k12 !== "client_ts_utc" && k12 !== "server_ts_utc" && k12 !== "notes" && k12 !== "tags" && k12 !== "parent_record_id" && k12 !== "upstream_record_id" && k12 !== "input_record_id" && k12 !== "duration_ms" && k12 !== "attachments") return -1;
return b;
}
function ThinkingInput_5(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const y0 = v["kind"];
if (y0 === undefined) {return -1;} else {
if (typeof y0 !== "string") return -1;
if (y0 !== "record" && y0 !== "message" && y0 !== "document" && y0 !== "tool_output" && y0 !== "memory" && y0 !== "other") return -1;
b += y0.length * 6 + 2;
b += 28;
}
const y1 = v["ref"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1.length * 3 > 2048 && (y1.length > 2048 || utf8Length(y1) > 2048)) return -1;
if (isUnstorableText(y1)) return -1;
b += y1.length * 6 + 2;
b += 22;
}
const y2 = v["summary"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 2048 && (y2.length > 2048 || utf8Length(y2) > 2048)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 46;
}
for (const k3 in v) if (k3 !== "kind" && k3 !== "ref" && k3 !== "summary") return -1;
return b;
}
function ThinkingRecord_6(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Thinking") return -1;
}
const y2 = v["prompt"];
if (y2 === undefined) {return -1;} else {
if (typeof y2 !== "string") return -1;
if (y2.length < 1 || (y2.length < 2 && codePoints(y2) < 1)) return -1;
if (y2.length * 3 > 16384 && (y2.length > 16384 || utf8Length(y2) > 16384)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 40;
}
const y3 = v["inputs"];
if (y3 === undefined) {} else {
if (!Array.isArray(y3)) return -1;
if (y3.length > 64) return -1;
b += y3.length + 2;
for (let i4 = 0; i4 < y3.length; i4++) {
const y5 = y3[i4];
const w6 = ThinkingInput_5(y5);
if (w6 < 0) return -1;
b += w6;
}
b += 40;
}
const y7 = v["output_payload"];
if (y7 === undefined) {return -1;} else {
if (typeof y7 !== "string") return -1;
if (y7.length < 1 || (y7.length < 2 && codePoints(y7) < 1)) return -1;
if (y7.length * 3 > 32768 && (y7.length > 32768 || utf8Length(y7) > 32768)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 88;
}
const y8 = v["model_invocation"];
if (y8 === undefined) {} else {
const w9 = ModelInvocation_3(y8);
if (w9 < 0) return -1;
b += w9;
b += 100;
}
for (const k10 in v) if (k10 !== "behavior" && k10 !== "prompt" && k10 !== "inputs" && k10 !== "output_payload" && k10 !== "model_invocation" && k10 !== "agent_id" && k10 !== "session_id" && k10 !== "record_id" && k10 !== "schema_version" && k10 !== "client_ts_utc" && k10 !== "server_ts_utc" && k10 !== "notes" && k10 !== "tags" && k10 !== "parent_record_id" && k10 !== "upstream_record_id" && k10 !== "input_record_id" && k10 !== "duration_ms" && k10 !== "attachments") return -1;
return b;
}
function condition_7(v) {
const y0 = v["target_system"];
if (y0 === undefined) {return false;} else {
if (typeof y0 !== "string") return false;
if (!pattern2.test(y0)) return false;
}
const y1 = v["execution_status"];
if (y1 === undefined) {return false;} else {
if (typeof y1 !== "string") return false;
if (y1 !== "confirmed") return false;
}
return true;
}
function ActingRecord_8(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Acting") return -1;
}
const y2 = v["action_type"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 70;
}
const y3 = v["target_system"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3.length * 3 > 256 && (y3.length > 256 || utf8Length(y3) > 256)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 82;
}
const y4 = v["action_summary"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length * 3 > 2048 && (y4.length > 2048 || utf8Length(y4) > 2048)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 88;
}
const y5 = v["parameters"];
if (y5 === undefined) {} else {
if (y5 === null || typeof y5 !== "object" || Array.isArray(y5)) return -1;
{
let b6 = 0;

const w7 = scanWide(y5, 63, true, true, NAMES);
if (w7 < 0) return -1;
b6 += w7;
if (b6 > 16384) {
if (!fitsBytes(y5, 16384)) return -1;
b6 = 16384;
}
b += b6;
}
b += 64;
}
const y8 = v["dry_run"];
if (y8 === undefined) {} else {
if (typeof y8 !== "boolean") return -1;
b += 5;
b += 46;
}
const y9 = v["execution_status"];
if (y9 === undefined) {} else {
if (typeof y9 !== "string") return -1;
if (y9 !== "pending" && y9 !== "submitted" && y9 !== "confirmed" && y9 !== "failed" && y9 !== "reverted" && y9 !== "cancelled" && y9 !== "simulated" && y9 !== "other") return -1;
b += y9.length * 6 + 2;
b += 100;
}
const y10 = v["execution_id"];
if (y10 === undefined) {} else {
if (typeof y10 !== "string") return -1;
if (y10.length < 1 || (y10.length < 2 && codePoints(y10) < 1)) return -1;
if (y10.length * 3 > 256 && (y10.length > 256 || utf8Length(y10) > 256)) return -1;
if (isUnstorableText(y10)) return -1;
b += y10.length * 6 + 2;
b += 76;
}
for (const k11 in v) if (k11 !== "behavior" && k11 !== "action_type" && k11 !== "target_system" && k11 !== "action_summary" && k11 !== "parameters" && k11 !== "dry_run" && k11 !== "execution_status" && k11 !== "execution_id" && k11 !== "agent_id" && k11 !== "session_id" && k11 !== "record_id" && k11 !== "schema_version" && k11 !== "client_ts_utc" && k11 !== "server_ts_utc" && k11 !== "notes" && k11 !== "tags" && k11 !== "parent_record_id" && k11 !== "upstream_record_id" && k11 !== "input_record_id" && k11 !== "duration_ms" && k11 !== "attachments") return -1;
if (condition_7(v)) {
if (v["execution_id"] === undefined) return -1;
} else {

}
return b;
}
function ReflectingRecord_9(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Reflecting") return -1;
}
const y2 = v["reflection"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 16384 && (y2.length > 16384 || utf8Length(y2) > 16384)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 64;
}
const y3 = v["outcome"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3 !== "success" && y3 !== "partial" && y3 !== "failure" && y3 !== "unknown") return -1;
b += y3.length * 6 + 2;
b += 46;
}
const y4 = v["lessons"];
if (y4 === undefined) {} else {
if (!Array.isArray(y4)) return -1;
if (y4.length > 32) return -1;
b += y4.length + 2;
for (let i5 = 0; i5 < y4.length; i5++) {
const y6 = y4[i5];
if (typeof y6 !== "string") return -1;
if (y6.length * 3 > 2048 && (y6.length > 2048 || utf8Length(y6) > 2048)) return -1;
if (isUnstorableText(y6)) return -1;
b += y6.length * 6 + 2;
}
b += 46;
}
const y7 = v["score"];
if (y7 === undefined) {} else {
if (typeof y7 !== "number" || !isFinite(y7)) return -1;
if (y7 < 0) return -1;
if (y7 > 1) return -1;
b += 25;
b += 34;
}
const y8 = v["model_invocation"];
if (y8 === undefined) {} else {
const w9 = ModelInvocation_3(y8);
if (w9 < 0) return -1;
b += w9;
b += 100;
}
for (const k10 in v) if (k10 !== "behavior" && k10 !== "reflection" && k10 !== "outcome" && k10 !== "lessons" && k10 !== "score" && k10 !== "model_invocation" && k10 !== "agent_id" && k10 !== "session_id" && k10 !== "record_id" && k10 !== "schema_version" && k10 !== "client_ts_utc" && k10 !== "server_ts_utc" && k10 !== "notes" && k10 !== "tags" && k10 !== "parent_record_id" && k10 !== "upstream_record_id" && k10 !== "input_record_id" && k10 !== "duration_ms" && k10 !== "attachments") return -1;
return b;
}
function ToolMeta_10(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
{
let b0 = 0;
const y1 = v["tool_id"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1.length * 3 > 256 && (y1.length > 256 || utf8Length(y1) > 256)) return -1;
}
const y2 = v["category"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2 !== "search" && y2 !== "retrieval" && y2 !== "code_execution" && y2 !== "http_api" && y2 !== "database" && y2 !== "file_system" && y2 !== "blockchain" && y2 !== "messaging" && y2 !== "calculation" && y2 !== "other") return -1;
}
const y3 = v["endpoint"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3.length * 3 > 2048 && (y3.length > 2048 || utf8Length(y3) > 2048)) return -1;
}
const w4 = scanWide(v, 63, true, true, NAMES);
if (w4 < 0) return -1;
b0 += w4;
if (b0 > 16384) {
if (!fitsBytes(v, 16384)) return -1;
b0 = 16384;
}
b += b0;
}
return b;
}
function ToolCallingRecord_11(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "ToolCalling") return -1;
}
const y2 = v["tool_meta"];
if (y2 === undefined) {} else {
const w3 = ToolMeta_10(y2);
if (w3 < 0) return -1;
b += w3;
b += 58;
}
const y4 = v["description"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length * 3 > 2048 && (y4.length > 2048 || utf8Length(y4) > 2048)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 70;
}
const y5 = v["input_payload"];
if (y5 === undefined) {} else {
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 16384 && (y5.length > 16384 || utf8Length(y5) > 16384)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
b += 82;
}
const y6 = v["output_payload"];
if (y6 === undefined) {} else {
if (typeof y6 !== "string") return -1;
if (y6.length * 3 > 32768 && (y6.length > 32768 || utf8Length(y6) > 32768)) return -1;
if (isUnstorableText(y6)) return -1;
b += y6.length * 6 + 2;
b += 88;
}
const y7 = v["success"];
if (y7 === undefined) {} else {
if (typeof y7 !== "boolean") return -1;
b += 5;
b += 46;
}
for (const k8 in v) if (k8 !== "behavior" && k8 !== "tool_meta" && k8 !== "description" && k8 !== "input_payload" && k8 !== "output_payload" && k8 !== "success" && k8 !== "agent_id" && k8 !== "session_id" && k8 !== "record_id" && k8 !== "schema_version" && k8 !== "client_ts_utc" && k8 !== "server_ts_utc" && k8 !== "notes" && k8 !== "tags" && k8 !== "parent_record_id" && k8 !== "upstream_record_id" && k8 !== "input_record_id" && k8 !== "duration_ms" && k8 !== "attachments") return -1;
return b;
}
function OtherRecord_12(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_1(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Other") return -1;
}
const y2 = v["label"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 34;
}
const y3 = v["description"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3.length * 3 > 2048 && (y3.length > 2048 || utf8Length(y3) > 2048)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 70;
}
const y4 = v["data"];
if (y4 === undefined) {} else {
if (y4 === null || typeof y4 !== "object" || Array.isArray(y4)) return -1;
{
let b5 = 0;

const w6 = scanWide(y4, 63, true, true, NAMES);
if (w6 < 0) return -1;
b5 += w6;
if (b5 > 16384) {
if (!fitsBytes(y4, 16384)) return -1;
b5 = 16384;
}
b += b5;
}
b += 28;
}
for (const k7 in v) if (k7 !== "behavior" && k7 !== "label" && k7 !== "description" && k7 !== "data" && k7 !== "agent_id" && k7 !== "session_id" && k7 !== "record_id" && k7 !== "schema_version" && k7 !== "client_ts_utc" && k7 !== "server_ts_utc" && k7 !== "notes" && k7 !== "tags" && k7 !== "parent_record_id" && k7 !== "upstream_record_id" && k7 !== "input_record_id" && k7 !== "duration_ms" && k7 !== "attachments") return -1;
return b;
}
function RecordCommon_13(v) {
let b = 0;
const y0 = v["agent_id"];
if (y0 === undefined) {} else {
if (typeof y0 !== "string") return -1;
if (y0.length * 3 > 128 && (y0.length > 128 || utf8Length(y0) > 128)) return -1;
if (isUnstorableText(y0)) return -1;
b += y0.length * 6 + 2;
b += 52;
}
const y1 = v["session_id"];
if (y1 === undefined) {return -1;} else {
if (typeof y1 !== "string") return -1;
if (y1.length < 1 || (y1.length < 2 && codePoints(y1) < 1)) return -1;
if (y1.length * 3 > 256 && (y1.length > 256 || utf8Length(y1) > 256)) return -1;
if (isUnstorableText(y1)) return -1;
b += y1.length * 6 + 2;
b += 64;
}
const y2 = v["behavior"];
if (y2 === undefined) {return -1;} else {
if (typeof y2 !== "string") return -1;
if (y2 !== "Observing" && y2 !== "Planning" && y2 !== "Thinking" && y2 !== "Acting" && y2 !== "Reflecting" && y2 !== "ToolCalling" && y2 !== "Other") return -1;
b += y2.length * 6 + 2;
b += 52;
}
const y3 = v["record_id"];
if (y3 === undefined) {return -1;} else {
if (typeof y3 !== "string") return -1;
if (!pattern0.test(y3)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 58;
}
const y4 = v["schema_version"];
if (y4 === undefined) {return -1;} else {
if (typeof y4 !== "string") return -1;
if (y4.length < 1 || (y4.length < 2 && codePoints(y4) < 1)) return -1;
if (y4.length * 3 > 32 && (y4.length > 32 || utf8Length(y4) > 32)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 88;
}
const y5 = v["client_ts_utc"];
if (y5 === undefined) {return -1;} else {
if (typeof y5 !== "number" || !isFinite(y5) || y5 % 1 !== 0) return -1;
if (y5 > 9007199254740991) return -1;
if (y5 <= 0) return -1;
b += 25;
b += 82;
}
const y6 = v["server_ts_utc"];
if (y6 === undefined) {} else {
if (typeof y6 !== "number" || !isFinite(y6) || y6 % 1 !== 0) return -1;
b += 25;
b += 82;
}
const y7 = v["notes"];
if (y7 === undefined) {} else {
if (typeof y7 !== "string") return -1;
if (y7.length * 3 > 2048 && (y7.length > 2048 || utf8Length(y7) > 2048)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 34;
}
const y8 = v["tags"];
if (y8 === undefined) {} else {
if (!Array.isArray(y8)) return -1;
if (y8.length > 32) return -1;
b += y8.length + 2;
for (let i9 = 0; i9 < y8.length; i9++) {
const y10 = y8[i9];
if (typeof y10 !== "string") return -1;
if (y10.length < 1 || (y10.length < 2 && codePoints(y10) < 1)) return -1;
if (y10.length > 64 && codePoints(y10) > 64) return -1;
if (isUnstorableText(y10)) return -1;
b += y10.length * 6 + 2;
}
b += 28;
}
const y11 = v["parent_record_id"];
if (y11 === undefined) {} else {
if (typeof y11 !== "string") return -1;
if (!pattern0.test(y11)) return -1;
if (isUnstorableText(y11)) return -1;
b += y11.length * 6 + 2;
b += 100;
}
const y12 = v["upstream_record_id"];
if (y12 === undefined) {} else {
if (!Array.isArray(y12)) return -1;
if (y12.length > 64) return -1;
b += y12.length + 2;
for (let i13 = 0; i13 < y12.length; i13++) {
const y14 = y12[i13];
if (typeof y14 !== "string") return -1;
if (!pattern0.test(y14)) return -1;
if (isUnstorableText(y14)) return -1;
b += y14.length * 6 + 2;
}
b += 112;
}
const y15 = v["input_record_id"];
if (y15 === undefined) {} else {
if (typeof y15 !== "string") return -1;
if (!pattern0.test(y15)) return -1;
if (isUnstorableText(y15)) return -1;
b += y15.length * 6 + 2;
b += 94;
}
return b;
}
function ObservingRecord_14(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Observing") return -1;
}
const y2 = v["trigger_source"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 88;
}
const y3 = v["trigger_type"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3 !== "user_message" && y3 !== "agent_message" && y3 !== "tool_result" && y3 !== "schedule" && y3 !== "webhook" && y3 !== "market_data" && y3 !== "chain_event" && y3 !== "system" && y3 !== "other") return -1;
b += y3.length * 6 + 2;
b += 76;
}
const y4 = v["trigger_description"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length * 3 > 2048 && (y4.length > 2048 || utf8Length(y4) > 2048)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 118;
}
const y5 = v["trigger_payload_summary"];
if (y5 === undefined) {} else {
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 4096 && (y5.length > 4096 || utf8Length(y5) > 4096)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
b += 142;
}
for (const k6 in v) if (k6 !== "behavior" && k6 !== "trigger_source" && k6 !== "trigger_type" && k6 !== "trigger_description" && k6 !== "trigger_payload_summary" && k6 !== "agent_id" && k6 !== "session_id" && k6 !== "record_id" && k6 !== "schema_version" && k6 !== "client_ts_utc" && k6 !== "server_ts_utc" && k6 !== "notes" && k6 !== "tags" && k6 !== "parent_record_id" && k6 !== "upstream_record_id" && k6 !== "input_record_id") return -1;
return b;
}
function PlanningRecord_15(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Planning") return -1;
}
const y2 = v["goal"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 4096 && (y2.length > 4096 || utf8Length(y2) > 4096)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 28;
}
const y3 = v["plan_steps"];
if (y3 === undefined) {} else {
if (!Array.isArray(y3)) return -1;
if (y3.length > 64) return -1;
b += y3.length + 2;
for (let i4 = 0; i4 < y3.length; i4++) {
const y5 = y3[i4];
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 2048 && (y5.length > 2048 || utf8Length(y5) > 2048)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
}
b += 64;
}
const y6 = v["rationale"];
if (y6 === undefined) {} else {
if (typeof y6 !== "string") return -1;
if (y6.length * 3 > 16384 && (y6.length > 16384 || utf8Length(y6) > 16384)) return -1;
if (isUnstorableText(y6)) return -1;
b += y6.length * 6 + 2;
b += 58;
}
const y7 = v["alternatives_considered"];
if (y7 === undefined) {} else {
if (!Array.isArray(y7)) return -1;
if (y7.length > 32) return -1;
b += y7.length + 2;
for (let i8 = 0; i8 < y7.length; i8++) {
const y9 = y7[i8];
if (typeof y9 !== "string") return -1;
if (y9.length * 3 > 2048 && (y9.length > 2048 || utf8Length(y9) > 2048)) return -1;
if (isUnstorableText(y9)) return -1;
b += y9.length * 6 + 2;
}
b += 142;
}
const y10 = v["model_invocation"];
if (y10 === undefined) {} else {
const w11 = ModelInvocation_3(y10);
if (w11 < 0) return -1;
b += w11;
b += 100;
}
for (const k12 in v) if (k12 !== "behavior" && k12 !== "goal" && k12 !== "plan_steps" && k12 !== "rationale" && k12 !== "alternatives_considered" && k12 !== "model_invocation" && k12 !== "agent_id" && k12 !== "session_id" && k12 !== "record_id" && k12 !== "schema_version" && k12 !== "client_ts_utc" && k12 !== "server_ts_utc" && k12 !== "notes" && k12 !== "tags" && k12 !== "parent_record_id" && k12 !== "upstream_record_id" && k12 !== "input_record_id") return -1;
return b;
}
function ThinkingRecord_16(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Thinking") return -1;
}
const y2 = v["prompt"];
if (y2 === undefined) {return -1;} else {
if (typeof y2 !== "string") return -1;
if (y2.length < 1 || (y2.length < 2 && codePoints(y2) < 1)) return -1;
if (y2.length * 3 > 16384 && (y2.length > 16384 || utf8Length(y2) > 16384)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 40;
}
const y3 = v["inputs"];
if (y3 === undefined) {} else {
if (!Array.isArray(y3)) return -1;
if (y3.length > 64) return -1;
b += y3.length + 2;
for (let i4 = 0; i4 < y3.length; i4++) {
const y5 = y3[i4];
const w6 = ThinkingInput_5(y5);
if (w6 < 0) return -1;
b += w6;
}
b += 40;
}
const y7 = v["output_payload"];
if (y7 === undefined) {return -1;} else {
if (typeof y7 !== "string") return -1;
if (y7.length < 1 || (y7.length < 2 && codePoints(y7) < 1)) return -1;
if (y7.length * 3 > 32768 && (y7.length > 32768 || utf8Length(y7) > 32768)) return -1;
if (isUnstorableText(y7)) return -1;
b += y7.length * 6 + 2;
b += 88;
}
const y8 = v["model_invocation"];
if (y8 === undefined) {} else {
const w9 = ModelInvocation_3(y8);
if (w9 < 0) return -1;
b += w9;
b += 100;
}
for (const k10 in v) if (k10 !== "behavior" && k10 !== "prompt" && k10 !== "inputs" && k10 !== "output_payload" && k10 !== "model_invocation" && k10 !== "agent_id" && k10 !== "session_id" && k10 !== "record_id" && k10 !== "schema_version" && k10 !== "client_ts_utc" && k10 !== "server_ts_utc" && k10 !== "notes" && k10 !== "tags" && k10 !== "parent_record_id" && k10 !== "upstream_record_id" && k10 !== "input_record_id") return -1;
return b;
}
function ActingRecord_17(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Acting") return -1;
}
const y2 = v["action_type"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 70;
}
const y3 = v["target_system"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3.length * 3 > 256 && (y3.length > 256 || utf8Length(y3) > 256)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 82;
}
const y4 = v["action_summary"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length * 3 > 2048 && (y4.length > 2048 || utf8Length(y4) > 2048)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 88;
}
const y5 = v["parameters"];
if (y5 === undefined) {} else {
if (y5 === null || typeof y5 !== "object" || Array.isArray(y5)) return -1;
{
let b6 = 0;

const w7 = scanWide(y5, 63, true, true, NAMES);
if (w7 < 0) return -1;
b6 += w7;
if (b6 > 16384) {
if (!fitsBytes(y5, 16384)) return -1;
b6 = 16384;
}
b += b6;
}
b += 64;
}
const y8 = v["dry_run"];
if (y8 === undefined) {} else {
if (typeof y8 !== "boolean") return -1;
b += 5;
b += 46;
}
const y9 = v["execution_status"];
if (y9 === undefined) {} else {
if (typeof y9 !== "string") return -1;
if (y9 !== "pending" && y9 !== "submitted" && y9 !== "confirmed" && y9 !== "failed" && y9 !== "reverted" && y9 !== "cancelled" && y9 !== "simulated" && y9 !== "other") return -1;
b += y9.length * 6 + 2;
b += 100;
}
const y10 = v["execution_id"];
if (y10 === undefined) {} else {
if (typeof y10 !== "string") return -1;
if (y10.length < 1 || (y10.length < 2 && codePoints(y10) < 1)) return -1;
if (y10.length * 3 > 256 && (y10.length > 256 || utf8Length(y10) > 256)) return -1;
if (isUnstorableText(y10)) return -1;
b += y10.length * 6 + 2;
b += 76;
}
for (const k11 in v) if (k11 !== "behavior" && k11 !== "action_type" && k11 !== "target_system" && k11 !== "action_summary" && k11 !== "parameters" && k11 !== "dry_run" && k11 !== "execution_status" && k11 !== "execution_id" && k11 !== "agent_id" && k11 !== "session_id" && k11 !== "record_id" && k11 !== "schema_version" && k11 !== "client_ts_utc" && k11 !== "server_ts_utc" && k11 !== "notes" && k11 !== "tags" && k11 !== "parent_record_id" && k11 !== "upstream_record_id" && k11 !== "input_record_id") return -1;
if (condition_7(v)) {
if (v["execution_id"] === undefined) return -1;
} else {

}
return b;
}
function ReflectingRecord_18(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Reflecting") return -1;
}
const y2 = v["reflection"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 16384 && (y2.length > 16384 || utf8Length(y2) > 16384)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 64;
}
const y3 = v["outcome"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3 !== "success" && y3 !== "partial" && y3 !== "failure" && y3 !== "unknown") return -1;
b += y3.length * 6 + 2;
b += 46;
}
const y4 = v["lessons"];
if (y4 === undefined) {} else {
if (!Array.isArray(y4)) return -1;
if (y4.length > 32) return -1;
b += y4.length + 2;
for (let i5 = 0; i5 < y4.length; i5++) {
const y6 = y4[i5];
if (typeof y6 !== "string") return -1;
if (y6.length * 3 > 2048 && (y6.length > 2048 || utf8Length(y6) > 2048)) return -1;
if (isUnstorableText(y6)) return -1;
b += y6.length * 6 + 2;
}
b += 46;
}
const y7 = v["score"];
if (y7 === undefined) {} else {
if (typeof y7 !== "number" || !isFinite(y7)) return -1;
if (y7 < 0) return -1;
if (y7 > 1) return -1;
b += 25;
b += 34;
}
const y8 = v["model_invocation"];
if (y8 === undefined) {} else {
const w9 = ModelInvocation_3(y8);
if (w9 < 0) return -1;
b += w9;
b += 100;
}
for (const k10 in v) if (k10 !== "behavior" && k10 !== "reflection" && k10 !== "outcome" && k10 !== "lessons" && k10 !== "score" && k10 !== "model_invocation" && k10 !== "agent_id" && k10 !== "session_id" && k10 !== "record_id" && k10 !== "schema_version" && k10 !== "client_ts_utc" && k10 !== "server_ts_utc" && k10 !== "notes" && k10 !== "tags" && k10 !== "parent_record_id" && k10 !== "upstream_record_id" && k10 !== "input_record_id") return -1;
return b;
}
function ToolCallingRecord_19(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "ToolCalling") return -1;
}
const y2 = v["tool_meta"];
if (y2 === undefined) {} else {
const w3 = ToolMeta_10(y2);
if (w3 < 0) return -1;
b += w3;
b += 58;
}
const y4 = v["description"];
if (y4 === undefined) {} else {
if (typeof y4 !== "string") return -1;
if (y4.length * 3 > 2048 && (y4.length > 2048 || utf8Length(y4) > 2048)) return -1;
if (isUnstorableText(y4)) return -1;
b += y4.length * 6 + 2;
b += 70;
}
const y5 = v["input_payload"];
if (y5 === undefined) {} else {
if (typeof y5 !== "string") return -1;
if (y5.length * 3 > 16384 && (y5.length > 16384 || utf8Length(y5) > 16384)) return -1;
if (isUnstorableText(y5)) return -1;
b += y5.length * 6 + 2;
b += 82;
}
const y6 = v["output_payload"];
if (y6 === undefined) {} else {
if (typeof y6 !== "string") return -1;
if (y6.length * 3 > 32768 && (y6.length > 32768 || utf8Length(y6) > 32768)) return -1;
if (isUnstorableText(y6)) return -1;
b += y6.length * 6 + 2;
b += 88;
}
const y7 = v["success"];
if (y7 === undefined) {} else {
if (typeof y7 !== "boolean") return -1;
b += 5;
b += 46;
}
for (const k8 in v) if (k8 !== "behavior" && k8 !== "tool_meta" && k8 !== "description" && k8 !== "input_payload" && k8 !== "output_payload" && k8 !== "success" && k8 !== "agent_id" && k8 !== "session_id" && k8 !== "record_id" && k8 !== "schema_version" && k8 !== "client_ts_utc" && k8 !== "server_ts_utc" && k8 !== "notes" && k8 !== "tags" && k8 !== "parent_record_id" && k8 !== "upstream_record_id" && k8 !== "input_record_id") return -1;
return b;
}
function OtherRecord_20(v) {
let b = 0;
if (v === null || typeof v !== "object" || Array.isArray(v)) return -1;
b += 2;
const w0 = RecordCommon_13(v);
if (w0 < 0) return -1;
b += w0;
const y1 = v["behavior"];
if (y1 === undefined) {} else {
if (typeof y1 !== "string") return -1;
if (y1 !== "Other") return -1;
}
const y2 = v["label"];
if (y2 === undefined) {} else {
if (typeof y2 !== "string") return -1;
if (y2.length * 3 > 256 && (y2.length > 256 || utf8Length(y2) > 256)) return -1;
if (isUnstorableText(y2)) return -1;
b += y2.length * 6 + 2;
b += 34;
}
const y3 = v["description"];
if (y3 === undefined) {} else {
if (typeof y3 !== "string") return -1;
if (y3.length * 3 > 2048 && (y3.length > 2048 || utf8Length(y3) > 2048)) return -1;
if (isUnstorableText(y3)) return -1;
b += y3.length * 6 + 2;
b += 70;
}
const y4 = v["data"];
if (y4 === undefined) {} else {
if (y4 === null || typeof y4 !== "object" || Array.isArray(y4)) return -1;
{
let b5 = 0;

const w6 = scanWide(y4, 63, true, true, NAMES);
if (w6 < 0) return -1;
b5 += w6;
if (b5 > 16384) {
if (!fitsBytes(y4, 16384)) return -1;
b5 = 16384;
}
b += b5;
}
b += 28;
}
for (const k7 in v) if (k7 !== "behavior" && k7 !== "label" && k7 !== "description" && k7 !== "data" && k7 !== "agent_id" && k7 !== "session_id" && k7 !== "record_id" && k7 !== "schema_version" && k7 !== "client_ts_utc" && k7 !== "server_ts_utc" && k7 !== "notes" && k7 !== "tags" && k7 !== "parent_record_id" && k7 !== "upstream_record_id" && k7 !== "input_record_id") return -1;
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
case "Observing": w1 = ObservingRecord_2(x); break;
case "Planning": w1 = PlanningRecord_4(x); break;
case "Thinking": w1 = ThinkingRecord_6(x); break;
case "Acting": w1 = ActingRecord_8(x); break;
case "Reflecting": w1 = ReflectingRecord_9(x); break;
case "ToolCalling": w1 = ToolCallingRecord_11(x); break;
case "Other": w1 = OtherRecord_12(x); break;
}
if (w1 < 0) return false;
b0 += w1;
if (b0 > 65536) {
if (!fitsBytes(x, 65536)) return false;
b0 = 65536;
}
b += b0;
}
return true;
}
export function fastRecord_1_0(x) {
let b = 0;
if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
{
let b0 = 0;
if (x["behavior"] === undefined) return false;
let w1 = -1;
switch (x["behavior"]) {
case "Observing": w1 = ObservingRecord_14(x); break;
case "Planning": w1 = PlanningRecord_15(x); break;
case "Thinking": w1 = ThinkingRecord_16(x); break;
case "Acting": w1 = ActingRecord_17(x); break;
case "Reflecting": w1 = ReflectingRecord_18(x); break;
case "ToolCalling": w1 = ToolCallingRecord_19(x); break;
case "Other": w1 = OtherRecord_20(x); break;
}
if (w1 < 0) return false;
b0 += w1;
if (b0 > 65536) {
if (!fitsBytes(x, 65536)) return false;
b0 = 65536;
}
b += b0;
}
return true;
}
