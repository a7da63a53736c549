// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/* eslint-disable */

export const validateRecord = validate53;
const schema20 = {"title":"TraceRecord","description":"One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. `x-schema-version` is the version this file defines (the SDKs stamp it); `x-supported-versions` lists every version the service accepts, each `{ version, status: current | supported | deprecated, deprecated?: date, sunset?: date }` (a deprecated version names its sunset); every released version is frozen in schema/versions/<version>/. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.","type":"object","x-max-bytes":65536,"x-max-depth":64,"x-finite-numbers":true,"x-storable-text":true,"required":["behavior"],"discriminator":{"propertyName":"behavior"},"oneOf":[{"$ref":"#/$defs/ObservingRecord"},{"$ref":"#/$defs/PlanningRecord"},{"$ref":"#/$defs/ThinkingRecord"},{"$ref":"#/$defs/ActingRecord"},{"$ref":"#/$defs/ReflectingRecord"},{"$ref":"#/$defs/ToolCallingRecord"},{"$ref":"#/$defs/OtherRecord"}]};
const func1 = (function(){function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5};function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))};return function scanWide(value,maxDepth,finite,storable,storableNames){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&storableNames?.[name]!==true&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}})();
const func2 = (function(){;return function locate(value,test,names=true){let flagged=value===null||typeof value!=="object"?test(value):false;const scan=flagged||value===null||typeof value!=="object"?[]:[value];while(scan.length>0&&!flagged){const v=scan.pop();if(Array.isArray(v)){for(let i=0;i<v.length&&!flagged;i++){const member=v[i];if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}else{const keys=Object.keys(v);for(let i=0;i<keys.length&&!flagged;i++){const member=v[keys[i]];if(names&&test(keys[i]))flagged=true;else if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}}if(!flagged)return null;const values=[value];const pointers=[""];while(values.length>0){const v=values.pop();const pointer=pointers.pop();if(v===null||typeof v!=="object"){if(test(v))return pointer;continue}const keys=Array.isArray(v)?Object.keys(v):Object.keys(v).sort();for(let i=keys.length-1;i>=0;i--){const name=keys[i];const at=`${pointer}/${name.replace(/~/g,"~0").replace(/\//g,"~1")}`;values.push(v[name]);pointers.push(at);if(names&&!Array.isArray(v)){values.push(name);pointers.push(at)}}}return null}})();
const func3 = (function(){;return function isNonFiniteNumber(leaf){return typeof leaf==="number"&&!Number.isFinite(leaf)}})();
const func5 = (function(){;return function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}})();
const func6 = (function(){function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n};function jsonStringLength(s){let n=2;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c>=32&&c<128)n+=c===34||c===92?2:1;else if(c<32)n+=c===8||c===9||c===10||c===12||c===13?2:6;else if(c<2048)n+=2;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=4;i++}else if(c>=55296&&c<=57343)n+=6;else n+=3}return n};function jsonSize(value,max,exact){let total=0;const stack=[value];while(stack.length>0&&total<=max){const v=stack.pop();if(typeof v==="string")total+=exact?jsonStringLength(v):v.length*6+2;else if(typeof v==="number")total+=!Number.isFinite(v)?4:exact?String(v).length:25;else if(typeof v==="boolean")total+=v?4:5;else if(v===null||typeof v!=="object")total+=4;else if(Array.isArray(v)){total+=v.length===0?2:v.length+1;for(let i=0;i<v.length;i++)stack.push(v[i])}else{let members=0;for(const name of Object.keys(v)){const member=v[name];if(member===void 0)continue;members++;total+=(exact?jsonStringLength(name):name.length*6+2)+1;stack.push(member)}total+=members===0?2:members+1}}return total};return function fitsBytes(value,max){if(typeof value==="string")return value.length*3<=max||value.length<=max&&utf8Length(value)<=max;return jsonSize(value,max,false)<=max||jsonSize(value,max,true)<=max}})();
const obj0 = {__proto__: null, "acting_record_id": true, "action_summary": true, "action_type": true, "address": true, "agent_id": true, "agent_wallet_address": true, "agents": true, "alternatives_considered": true, "api_key": true, "archived": true, "attachments": true, "attestations": true, "audit_path": true, "batch_id": true, "behavior": true, "blobs": true, "block_number": true, "body": true, "categories": true, "category": true, "chain_id": true, "client_ts_utc": true, "closed": true, "code": true, "config_id": true, "configs": true, "cost_usd": true, "count": true, "created_at": true, "created_ms": true, "current": true, "data": true, "data_type": true, "database": true, "default_wallet_address": true, "deprecated": true, "description": true, "details": true, "digest": true, "dry_run": true, "duration_ms": true, "endpoint": true, "epoch": true, "epoch_root": true, "epoch_size": true, "erased_at_ms": true, "error": true, "execution_id": true, "execution_status": true, "explanation": true, "field": true, "finish_reason": true, "first": true, "first_server_ts_utc": true, "first_ts_utc": true, "goal": true, "grace_ms": true, "granted_ms": true, "input_payload": true, "input_record_id": true, "inputs": true, "is_duplicate": true, "judged_checkpoint": true, "key_name": true, "kind": true, "label": true, "last_server_ts_utc": true, "last_ts_utc": true, "latest": true, "leaf_hash": true, "leaf_index": true, "lessons": true, "log_public": true, "max": true, "mean": true, "media_type": true, "message": true, "metadata": true, "min": true, "mode": true, "model_invocation": true, "model_name": true, "model_version": true, "name": true, "next_cursor": true, "note": true, "notes": true, "outcome": true, "output_payload": true, "owner": true, "owner_id": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "previous_key_expires_at": true, "prompt": true, "proof": true, "provider": true, "publication": true, "rationale": true, "reason": true, "record_count": true, "record_id": true, "records": true, "ref": true, "reflection": true, "request_id": true, "results": true, "retired_verifier_keys": true, "retry_after_ms": true, "root_hash": true, "rule": true, "schema_version": true, "score": true, "score_id": true, "scored_by": true, "scorer_id": true, "scores": true, "second": true, "server_ts_utc": true, "session_id": true, "sessions": true, "signature": true, "signer_address": true, "size_bytes": true, "source": true, "status": true, "stored_at_ms": true, "success": true, "summary": true, "sunset": true, "tags": true, "target_system": true, "temperature": true, "timestamp_ms": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "transaction_hash": true, "tree_size": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true, "uri": true, "url": true, "value": true, "verifier_key": true, "version": true, "versions": true, "wallet": true, "wallet_mode": true, "website": true};
const schema21 = {"description":"The agent perceived a trigger.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Observing"},"trigger_source":{"type":"string","x-max-bytes":256},"trigger_type":{"type":"string","enum":["user_message","agent_message","tool_result","schedule","webhook","market_data","chain_event","system","other"]},"trigger_description":{"type":"string","x-max-bytes":2048},"trigger_payload_summary":{"type":"string","x-max-bytes":4096}},"unevaluatedProperties":false};
const schema22 = {"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}};
const func11 = (function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n});
const pattern3 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");
const pattern7 = new RegExp("^sha256:[0-9a-f]{64}$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate55.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate55.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema22.properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate55.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate55.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate55.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate55.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate55.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs15){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
if(data8.length > 32){
validate55.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate55.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate55.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate55.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data11)){
if(data11.length > 64){
validate55.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs25 = errors;
if(errors === _errs25){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate55.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs25 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate55.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs29 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate55.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs29){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate55.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate55.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data15)){
if(data15.length > 16){
validate55.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid3 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs33 = errors;
if(errors === _errs33){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs35 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs38 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs38){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid4 = _errs38 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs40){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs40){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs40 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs42 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs44 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs33 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":{"agent_id":true,"session_id":true,"behavior":true,"record_id":true,"schema_version":true,"client_ts_utc":true,"server_ts_utc":true,"notes":true,"tags":true,"parent_record_id":true,"upstream_record_id":true,"input_record_id":true,"duration_ms":true,"attachments":true},"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Observing" !== data.behavior){
validate54.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Observing"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_source !== undefined){
let data1 = data.trigger_source;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 256)){
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_type !== undefined){
let data2 = data.trigger_type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate54.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "user_message") || (data2 === "agent_message")) || (data2 === "tool_result")) || (data2 === "schedule")) || (data2 === "webhook")) || (data2 === "market_data")) || (data2 === "chain_event")) || (data2 === "system")) || (data2 === "other"))){
validate54.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/enum",keyword:"enum",params:{allowedValues: schema21.properties.trigger_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_description !== undefined){
let data3 = data.trigger_description;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_payload_summary !== undefined){
let data4 = data.trigger_payload_summary;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!func6(data4, 4096)){
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 4096)){
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 4096)){
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if((((((((((((((((((key0 !== "behavior") && (key0 !== "trigger_source")) && (key0 !== "trigger_type")) && (key0 !== "trigger_description")) && (key0 !== "trigger_payload_summary")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate54.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema23 = {"description":"The agent decided what to do next.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Planning"},"goal":{"type":"string","x-max-bytes":4096},"plan_steps":{"type":"array","maxItems":64,"items":{"type":"string","x-max-bytes":2048}},"rationale":{"type":"string","x-max-bytes":16384},"alternatives_considered":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Planning" !== data.behavior){
validate57.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Planning"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.goal !== undefined){
let data1 = data.goal;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 4096)){
validate57.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 4096)){
validate57.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 4096)){
validate57.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.plan_steps !== undefined){
let data2 = data.plan_steps;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
if(data2.length > 64){
validate57.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate57.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate57.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate57.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.rationale !== undefined){
let data4 = data.rationale;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!func6(data4, 16384)){
validate57.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 16384)){
validate57.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 16384)){
validate57.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.alternatives_considered !== undefined){
let data5 = data.alternatives_considered;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
if(data5.length > 32){
validate57.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!func6(data6, 2048)){
validate57.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(Array.isArray(data6)){
if(!func6(data6, 2048)){
validate57.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 2048)){
validate57.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data7 = data.model_invocation;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if(((data7.provider === undefined) && (missing0 = "provider")) || ((data7.model_name === undefined) && (missing0 = "model_name"))){
validate57.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs17 = errors;
for(const key0 in data7){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate57.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs17 === errors){
if(data7.provider !== undefined){
let data8 = data7.provider;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data8)){
if(!func6(data8, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.model_name !== undefined){
let data9 = data7.model_name;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs20){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.model_version !== undefined){
let data10 = data7.model_version;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data10 === "string"){
if(!func6(data10, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data10)){
if(!func6(data10, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(!func6(data10, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.tokens_in !== undefined){
let data11 = data7.tokens_in;
const _errs24 = errors;
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.tokens_out !== undefined){
let data12 = data7.tokens_out;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.cost_usd !== undefined){
let data13 = data7.cost_usd;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.temperature !== undefined){
let data14 = data7.temperature;
const _errs30 = errors;
if(errors === _errs30){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.finish_reason !== undefined){
let data15 = data7.finish_reason;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 128)){
validate57.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if(((((((((((((((((((key1 !== "behavior") && (key1 !== "goal")) && (key1 !== "plan_steps")) && (key1 !== "rationale")) && (key1 !== "alternatives_considered")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate57.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema24 = {"description":"A model call: prompt in, output out.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"required":["prompt","output_payload"],"properties":{"behavior":{"const":"Thinking"},"prompt":{"type":"string","minLength":1,"x-max-bytes":16384},"inputs":{"type":"array","maxItems":64,"items":{"description":"One input the model saw.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["record","message","document","tool_output","memory","other"]},"ref":{"description":"A record id, URI or other locator of the input.","type":"string","x-max-bytes":2048},"summary":{"type":"string","x-max-bytes":2048}}}},"output_payload":{"type":"string","minLength":1,"x-max-bytes":32768},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.prompt === undefined) && (missing0 = "prompt")) || ((data.output_payload === undefined) && (missing0 = "output_payload"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs2 = errors;
if("Thinking" !== data.behavior){
validate59.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Thinking"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.prompt !== undefined){
let data1 = data.prompt;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate59.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 16384)){
validate59.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate59.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate59.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.inputs !== undefined){
let data2 = data.inputs;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
if(data2.length > 64){
validate59.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.kind === undefined) && (missing1 = "kind")){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key0 in data3){
if(!(((key0 === "kind") || (key0 === "ref")) || (key0 === "summary"))){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data3.kind !== undefined){
let data4 = data3.kind;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data4 === "record") || (data4 === "message")) || (data4 === "document")) || (data4 === "tool_output")) || (data4 === "memory")) || (data4 === "other"))){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema24.properties.inputs.items.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.ref !== undefined){
let data5 = data3.ref;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.summary !== undefined){
let data6 = data3.summary;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!func6(data6, 2048)){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data6)){
if(!func6(data6, 2048)){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 2048)){
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.output_payload !== undefined){
let data7 = data.output_payload;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 32768)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 32768)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 32768)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data8 = data.model_invocation;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.provider === undefined) && (missing2 = "provider")) || ((data8.model_name === undefined) && (missing2 = "model_name"))){
validate59.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((((((((key1 === "provider") || (key1 === "model_name")) || (key1 === "model_version")) || (key1 === "tokens_in")) || (key1 === "tokens_out")) || (key1 === "cost_usd")) || (key1 === "temperature")) || (key1 === "finish_reason"))){
validate59.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.provider !== undefined){
let data9 = data8.provider;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs21){
if(Array.isArray(data9)){
if(!func6(data9, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.model_name !== undefined){
let data10 = data8.model_name;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length < 1 || (data10.length < 2 * 1 && func11(data10) < 1)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data10, 256)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs23){
if(Array.isArray(data10)){
if(!func6(data10, 256)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(!func6(data10, 256)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.model_version !== undefined){
let data11 = data8.model_version;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data11 === "string"){
if(!func6(data11, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs25){
if(Array.isArray(data11)){
if(!func6(data11, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(!func6(data11, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.tokens_in !== undefined){
let data12 = data8.tokens_in;
const _errs27 = errors;
if(errors === _errs27){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.tokens_out !== undefined){
let data13 = data8.tokens_out;
const _errs29 = errors;
if(errors === _errs29){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.cost_usd !== undefined){
let data14 = data8.cost_usd;
const _errs31 = errors;
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.temperature !== undefined){
let data15 = data8.temperature;
const _errs33 = errors;
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.finish_reason !== undefined){
let data16 = data8.finish_reason;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(!func6(data16, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs35){
if(Array.isArray(data16)){
if(!func6(data16, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(!func6(data16, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key2 in data){
if((((((((((((((((((key2 !== "behavior") && (key2 !== "prompt")) && (key2 !== "inputs")) && (key2 !== "output_payload")) && (key2 !== "model_invocation")) && (key2 !== "agent_id")) && (key2 !== "session_id")) && (key2 !== "record_id")) && (key2 !== "schema_version")) && (key2 !== "client_ts_utc")) && (key2 !== "server_ts_utc")) && (key2 !== "notes")) && (key2 !== "tags")) && (key2 !== "parent_record_id")) && (key2 !== "upstream_record_id")) && (key2 !== "input_record_id")) && (key2 !== "duration_ms")) && (key2 !== "attachments")){
validate59.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema25 = {"description":"The terminal action of a decision cycle; at most one per session.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Acting"},"action_type":{"type":"string","x-max-bytes":256},"target_system":{"description":"System acted upon; public chains are listed in PublicChain.","type":"string","x-max-bytes":256},"action_summary":{"type":"string","x-max-bytes":2048},"parameters":{"description":"Free-form parameters of the action.","type":"object","additionalProperties":true,"x-max-bytes":16384},"dry_run":{"type":"boolean"},"execution_status":{"type":"string","enum":["pending","submitted","confirmed","failed","reverted","cancelled","simulated","other"]},"execution_id":{"description":"Transaction hash or other execution reference.","type":"string","minLength":1,"x-max-bytes":256}},"if":{"required":["target_system","execution_status"],"properties":{"target_system":{"description":"`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).","type":"string","pattern":"^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"},"execution_status":{"const":"confirmed"}}},"then":{"required":["execution_id"]},"unevaluatedProperties":false};
const pattern8 = new RegExp("^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.target_system === undefined) && (missing0 = "target_system")) || ((data.execution_status === undefined) && (missing0 = "execution_status"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.target_system !== undefined){
let data0 = data.target_system;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.execution_status !== undefined){
const _errs6 = errors;
if("confirmed" !== data.execution_status){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.execution_id === undefined) && (missing1 = "execution_id")){
validate61.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate61.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs8 = errors;
if("Acting" !== data.behavior){
validate61.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Acting"},message:"must be equal to constant"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.action_type !== undefined){
let data3 = data.action_type;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!func6(data3, 256)){
validate61.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data3)){
if(!func6(data3, 256)){
validate61.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 256)){
validate61.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.target_system !== undefined){
let data4 = data.target_system;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 256)){
validate61.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 256)){
validate61.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 256)){
validate61.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.action_summary !== undefined){
let data5 = data.action_summary;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate61.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate61.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate61.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.parameters !== undefined){
let data6 = data.parameters;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate61.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate61.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate61.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.dry_run !== undefined){
const _errs18 = errors;
if(typeof data.dry_run !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/dry_run",schemaPath:"#/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.execution_status !== undefined){
let data8 = data.execution_status;
const _errs20 = errors;
if(typeof data8 !== "string"){
validate61.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data8 === "pending") || (data8 === "submitted")) || (data8 === "confirmed")) || (data8 === "failed")) || (data8 === "reverted")) || (data8 === "cancelled")) || (data8 === "simulated")) || (data8 === "other"))){
validate61.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/enum",keyword:"enum",params:{allowedValues: schema25.properties.execution_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.execution_id !== undefined){
let data9 = data.execution_id;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate61.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate61.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate61.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate61.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
for(const key0 in data){
if(((((((((((((((((((((key0 !== "behavior") && (key0 !== "action_type")) && (key0 !== "target_system")) && (key0 !== "action_summary")) && (key0 !== "parameters")) && (key0 !== "dry_run")) && (key0 !== "execution_status")) && (key0 !== "execution_id")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate61.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"description":"A look back at a cycle; may join a session after its Acting record.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Reflecting"},"reflection":{"type":"string","x-max-bytes":16384},"outcome":{"type":"string","enum":["success","partial","failure","unknown"]},"lessons":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"score":{"description":"Self-assessed quality, 0 to 1.","type":"number","minimum":0,"maximum":1},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Reflecting" !== data.behavior){
validate63.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Reflecting"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.reflection !== undefined){
let data1 = data.reflection;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate63.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate63.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate63.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.outcome !== undefined){
let data2 = data.outcome;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate63.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "success") || (data2 === "partial")) || (data2 === "failure")) || (data2 === "unknown"))){
validate63.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema26.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.lessons !== undefined){
let data3 = data.lessons;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
if(data3.length > 32){
validate63.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate63.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate63.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate63.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.score !== undefined){
let data5 = data.score;
const _errs11 = errors;
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
validate63.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate63.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data6 = data.model_invocation;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if(((data6.provider === undefined) && (missing0 = "provider")) || ((data6.model_name === undefined) && (missing0 = "model_name"))){
validate63.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs15 = errors;
for(const key0 in data6){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate63.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs15 === errors){
if(data6.provider !== undefined){
let data7 = data6.provider;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.model_name !== undefined){
let data8 = data6.model_name;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 256)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data8)){
if(!func6(data8, 256)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 256)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.model_version !== undefined){
let data9 = data6.model_version;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(!func6(data9, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs20){
if(Array.isArray(data9)){
if(!func6(data9, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.tokens_in !== undefined){
let data10 = data6.tokens_in;
const _errs22 = errors;
if(errors === _errs22){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.tokens_out !== undefined){
let data11 = data6.tokens_out;
const _errs24 = errors;
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.cost_usd !== undefined){
let data12 = data6.cost_usd;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.temperature !== undefined){
let data13 = data6.temperature;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.finish_reason !== undefined){
let data14 = data6.finish_reason;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(!func6(data14, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs30){
if(Array.isArray(data14)){
if(!func6(data14, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(!func6(data14, 128)){
validate63.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if(((((((((((((((((((key1 !== "behavior") && (key1 !== "reflection")) && (key1 !== "outcome")) && (key1 !== "lessons")) && (key1 !== "score")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate63.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema27 = {"description":"A call to a tool and its result.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"ToolCalling"},"tool_meta":{"description":"Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.","type":"object","x-max-bytes":16384,"additionalProperties":true,"properties":{"tool_id":{"type":"string","x-max-bytes":256},"category":{"type":"string","enum":["search","retrieval","code_execution","http_api","database","file_system","blockchain","messaging","calculation","other"]},"endpoint":{"type":"string","x-max-bytes":2048}}},"description":{"type":"string","x-max-bytes":2048},"input_payload":{"type":"string","x-max-bytes":16384},"output_payload":{"type":"string","x-max-bytes":32768},"success":{"type":"boolean"}},"unevaluatedProperties":false};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("ToolCalling" !== data.behavior){
validate65.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "ToolCalling"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tool_meta !== undefined){
let data1 = data.tool_meta;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate65.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate65.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.tool_id !== undefined){
let data2 = data1.tool_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!func6(data2, 256)){
validate65.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate65.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data2)){
if(!func6(data2, 256)){
validate65.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 256)){
validate65.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.category !== undefined){
let data3 = data1.category;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate65.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data3 === "search") || (data3 === "retrieval")) || (data3 === "code_execution")) || (data3 === "http_api")) || (data3 === "database")) || (data3 === "file_system")) || (data3 === "blockchain")) || (data3 === "messaging")) || (data3 === "calculation")) || (data3 === "other"))){
validate65.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/enum",keyword:"enum",params:{allowedValues: schema27.properties.tool_meta.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.endpoint !== undefined){
let data4 = data1.endpoint;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate65.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate65.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate65.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate65.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(!func6(data1, 16384)){
validate65.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.description !== undefined){
let data5 = data.description;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate65.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_payload !== undefined){
let data6 = data.input_payload;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate65.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate65.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate65.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate65.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.output_payload !== undefined){
let data7 = data.output_payload;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(!func6(data7, 32768)){
validate65.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
else {
validate65.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 32768)){
validate65.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 32768)){
validate65.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.success !== undefined){
const _errs18 = errors;
if(typeof data.success !== "boolean"){
validate65.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((((((key0 !== "behavior") && (key0 !== "tool_meta")) && (key0 !== "description")) && (key0 !== "input_payload")) && (key0 !== "output_payload")) && (key0 !== "success")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate65.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema28 = {"description":"A step that fits no other kind.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Other"},"label":{"description":"Names the custom step.","type":"string","x-max-bytes":256},"description":{"type":"string","x-max-bytes":2048},"data":{"description":"Free-form payload of the step.","type":"object","additionalProperties":true,"x-max-bytes":16384}},"unevaluatedProperties":false};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Other" !== data.behavior){
validate67.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Other"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.label !== undefined){
let data1 = data.label;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 256)){
validate67.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate67.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate67.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!func6(data2, 2048)){
validate67.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
if(!func6(data2, 2048)){
validate67.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 2048)){
validate67.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.data !== undefined){
let data3 = data.data;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!func6(data3, 16384)){
validate67.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(Array.isArray(data3)){
if(!func6(data3, 16384)){
validate67.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 16384)){
validate67.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate67.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((((key0 !== "behavior") && (key0 !== "label")) && (key0 !== "description")) && (key0 !== "data")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate67.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const scan0 = func1(data, 64, true, true, obj0);
if(scan0 === -1){
validate53.errors = [{instancePath,schemaPath:"#/x-max-depth",keyword:"x-max-depth",params:{limit: 64},message:"must NOT nest arrays and objects more than 64 levels deep"}];
return false;
}
else {
if(scan0 === -2){
validate53.errors = [{instancePath,schemaPath:"#/x-finite-numbers",keyword:"x-finite-numbers",params:{pointer: func2(data, func3, false)},message:"must be a finite number"}];
return false;
}
else {
if(scan0 === -3){
validate53.errors = [{instancePath,schemaPath:"#/x-storable-text",keyword:"x-storable-text",params:{pointer: func2(data, func5, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
}
}
if(errors === 0){
if(typeof data === "string"){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate53.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate53.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.behavior === undefined) && (missing0 = "behavior")){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
let valid0 = false;
const tag0 = data.behavior;
if(typeof tag0 == "string"){
if(tag0 === "Observing"){
const _errs2 = errors;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
var props0 = true;
valid0 = valid1;
}
else if(tag0 === "Planning"){
const _errs3 = errors;
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid2 = _errs3 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid2;
}
else if(tag0 === "Thinking"){
const _errs4 = errors;
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var valid3 = _errs4 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid3;
}
else if(tag0 === "Acting"){
const _errs5 = errors;
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid4 = _errs5 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid4;
}
else if(tag0 === "Reflecting"){
const _errs6 = errors;
if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid5 = _errs6 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid5;
}
else if(tag0 === "ToolCalling"){
const _errs7 = errors;
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid6 = _errs7 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid6;
}
else if(tag0 === "Other"){
const _errs8 = errors;
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid7 = _errs8 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid7;
}
else {
validate53.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "behavior", tagValue: tag0},message:"value of tag \"behavior\" must be in oneOf"}];
return false;
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "behavior", tagValue: tag0},message:"tag \"behavior\" must be string"}];
return false;
}
if(valid0){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate53.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
validate53.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateRecord_1_0 = validate77;
const schema30 = {"title":"TraceRecord","description":"One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.","type":"object","x-max-bytes":65536,"x-max-depth":64,"x-finite-numbers":true,"x-storable-text":true,"required":["behavior"],"discriminator":{"propertyName":"behavior"},"oneOf":[{"$ref":"#/$defs/ObservingRecord"},{"$ref":"#/$defs/PlanningRecord"},{"$ref":"#/$defs/ThinkingRecord"},{"$ref":"#/$defs/ActingRecord"},{"$ref":"#/$defs/ReflectingRecord"},{"$ref":"#/$defs/ToolCallingRecord"},{"$ref":"#/$defs/OtherRecord"}]};
const obj1 = {__proto__: null, "action_summary": true, "action_type": true, "agent_id": true, "alternatives_considered": true, "behavior": true, "category": true, "client_ts_utc": true, "cost_usd": true, "data": true, "description": true, "dry_run": true, "endpoint": true, "execution_id": true, "execution_status": true, "finish_reason": true, "goal": true, "input_payload": true, "input_record_id": true, "inputs": true, "kind": true, "label": true, "lessons": true, "model_invocation": true, "model_name": true, "model_version": true, "notes": true, "outcome": true, "output_payload": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "prompt": true, "provider": true, "rationale": true, "record_id": true, "ref": true, "reflection": true, "schema_version": true, "score": true, "server_ts_utc": true, "session_id": true, "success": true, "summary": true, "tags": true, "target_system": true, "temperature": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true};
const schema31 = {"description":"The agent perceived a trigger.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Observing"},"trigger_source":{"type":"string","x-max-bytes":256},"trigger_type":{"type":"string","enum":["user_message","agent_message","tool_result","schedule","webhook","market_data","chain_event","system","other"]},"trigger_description":{"type":"string","x-max-bytes":2048},"trigger_payload_summary":{"type":"string","x-max-bytes":4096}},"unevaluatedProperties":false};
const schema32 = {"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate79.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate79.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate79.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate79.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate79.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate79.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate79.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate79.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate79.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate79.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema32.properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate79.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate79.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate79.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate79.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate79.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate79.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate79.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate79.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate79.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate79.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs15){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate79.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate79.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
if(data8.length > 32){
validate79.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate79.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate79.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate79.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data11)){
if(data11.length > 64){
validate79.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs25 = errors;
if(errors === _errs25){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate79.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs25 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate79.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate79.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":{"agent_id":true,"session_id":true,"behavior":true,"record_id":true,"schema_version":true,"client_ts_utc":true,"server_ts_utc":true,"notes":true,"tags":true,"parent_record_id":true,"upstream_record_id":true,"input_record_id":true},"dynamicProps":false,"dynamicItems":false};


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Observing" !== data.behavior){
validate78.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Observing"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_source !== undefined){
let data1 = data.trigger_source;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 256)){
validate78.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate78.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate78.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_type !== undefined){
let data2 = data.trigger_type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate78.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "user_message") || (data2 === "agent_message")) || (data2 === "tool_result")) || (data2 === "schedule")) || (data2 === "webhook")) || (data2 === "market_data")) || (data2 === "chain_event")) || (data2 === "system")) || (data2 === "other"))){
validate78.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/enum",keyword:"enum",params:{allowedValues: schema31.properties.trigger_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_description !== undefined){
let data3 = data.trigger_description;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate78.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate78.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate78.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.trigger_payload_summary !== undefined){
let data4 = data.trigger_payload_summary;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!func6(data4, 4096)){
validate78.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate78.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 4096)){
validate78.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 4096)){
validate78.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if((((((((((((((((key0 !== "behavior") && (key0 !== "trigger_source")) && (key0 !== "trigger_type")) && (key0 !== "trigger_description")) && (key0 !== "trigger_payload_summary")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate78.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema33 = {"description":"The agent decided what to do next.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Planning"},"goal":{"type":"string","x-max-bytes":4096},"plan_steps":{"type":"array","maxItems":64,"items":{"type":"string","x-max-bytes":2048}},"rationale":{"type":"string","x-max-bytes":16384},"alternatives_considered":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Planning" !== data.behavior){
validate81.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Planning"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.goal !== undefined){
let data1 = data.goal;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 4096)){
validate81.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 4096)){
validate81.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 4096)){
validate81.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.plan_steps !== undefined){
let data2 = data.plan_steps;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
if(data2.length > 64){
validate81.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate81.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate81.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate81.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.rationale !== undefined){
let data4 = data.rationale;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!func6(data4, 16384)){
validate81.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 16384)){
validate81.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 16384)){
validate81.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.alternatives_considered !== undefined){
let data5 = data.alternatives_considered;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
if(data5.length > 32){
validate81.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!func6(data6, 2048)){
validate81.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(Array.isArray(data6)){
if(!func6(data6, 2048)){
validate81.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 2048)){
validate81.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data7 = data.model_invocation;
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if(((data7.provider === undefined) && (missing0 = "provider")) || ((data7.model_name === undefined) && (missing0 = "model_name"))){
validate81.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs17 = errors;
for(const key0 in data7){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate81.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs17 === errors){
if(data7.provider !== undefined){
let data8 = data7.provider;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data8)){
if(!func6(data8, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.model_name !== undefined){
let data9 = data7.model_name;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs20){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.model_version !== undefined){
let data10 = data7.model_version;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data10 === "string"){
if(!func6(data10, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data10)){
if(!func6(data10, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(!func6(data10, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.tokens_in !== undefined){
let data11 = data7.tokens_in;
const _errs24 = errors;
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.tokens_out !== undefined){
let data12 = data7.tokens_out;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.cost_usd !== undefined){
let data13 = data7.cost_usd;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.temperature !== undefined){
let data14 = data7.temperature;
const _errs30 = errors;
if(errors === _errs30){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.finish_reason !== undefined){
let data15 = data7.finish_reason;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 128)){
validate81.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if(((((((((((((((((key1 !== "behavior") && (key1 !== "goal")) && (key1 !== "plan_steps")) && (key1 !== "rationale")) && (key1 !== "alternatives_considered")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
validate81.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema34 = {"description":"A model call: prompt in, output out.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"required":["prompt","output_payload"],"properties":{"behavior":{"const":"Thinking"},"prompt":{"type":"string","minLength":1,"x-max-bytes":16384},"inputs":{"type":"array","maxItems":64,"items":{"description":"One input the model saw.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["record","message","document","tool_output","memory","other"]},"ref":{"description":"A record id, URI or other locator of the input.","type":"string","x-max-bytes":2048},"summary":{"type":"string","x-max-bytes":2048}}}},"output_payload":{"type":"string","minLength":1,"x-max-bytes":32768},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.prompt === undefined) && (missing0 = "prompt")) || ((data.output_payload === undefined) && (missing0 = "output_payload"))){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs2 = errors;
if("Thinking" !== data.behavior){
validate83.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Thinking"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.prompt !== undefined){
let data1 = data.prompt;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate83.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 16384)){
validate83.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate83.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate83.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.inputs !== undefined){
let data2 = data.inputs;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
if(data2.length > 64){
validate83.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.kind === undefined) && (missing1 = "kind")){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key0 in data3){
if(!(((key0 === "kind") || (key0 === "ref")) || (key0 === "summary"))){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data3.kind !== undefined){
let data4 = data3.kind;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data4 === "record") || (data4 === "message")) || (data4 === "document")) || (data4 === "tool_output")) || (data4 === "memory")) || (data4 === "other"))){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema34.properties.inputs.items.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.ref !== undefined){
let data5 = data3.ref;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.summary !== undefined){
let data6 = data3.summary;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!func6(data6, 2048)){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data6)){
if(!func6(data6, 2048)){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 2048)){
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.output_payload !== undefined){
let data7 = data.output_payload;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate83.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 32768)){
validate83.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 32768)){
validate83.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 32768)){
validate83.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data8 = data.model_invocation;
const _errs18 = errors;
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.provider === undefined) && (missing2 = "provider")) || ((data8.model_name === undefined) && (missing2 = "model_name"))){
validate83.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data8){
if(!((((((((key1 === "provider") || (key1 === "model_name")) || (key1 === "model_version")) || (key1 === "tokens_in")) || (key1 === "tokens_out")) || (key1 === "cost_usd")) || (key1 === "temperature")) || (key1 === "finish_reason"))){
validate83.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data8.provider !== undefined){
let data9 = data8.provider;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs21){
if(Array.isArray(data9)){
if(!func6(data9, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.model_name !== undefined){
let data10 = data8.model_name;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(data10.length < 1 || (data10.length < 2 * 1 && func11(data10) < 1)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data10, 256)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs23){
if(Array.isArray(data10)){
if(!func6(data10, 256)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(!func6(data10, 256)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.model_version !== undefined){
let data11 = data8.model_version;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data11 === "string"){
if(!func6(data11, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs25){
if(Array.isArray(data11)){
if(!func6(data11, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(!func6(data11, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.tokens_in !== undefined){
let data12 = data8.tokens_in;
const _errs27 = errors;
if(errors === _errs27){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.tokens_out !== undefined){
let data13 = data8.tokens_out;
const _errs29 = errors;
if(errors === _errs29){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.cost_usd !== undefined){
let data14 = data8.cost_usd;
const _errs31 = errors;
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.temperature !== undefined){
let data15 = data8.temperature;
const _errs33 = errors;
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.finish_reason !== undefined){
let data16 = data8.finish_reason;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(!func6(data16, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs35){
if(Array.isArray(data16)){
if(!func6(data16, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(!func6(data16, 128)){
validate83.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key2 in data){
if((((((((((((((((key2 !== "behavior") && (key2 !== "prompt")) && (key2 !== "inputs")) && (key2 !== "output_payload")) && (key2 !== "model_invocation")) && (key2 !== "agent_id")) && (key2 !== "session_id")) && (key2 !== "record_id")) && (key2 !== "schema_version")) && (key2 !== "client_ts_utc")) && (key2 !== "server_ts_utc")) && (key2 !== "notes")) && (key2 !== "tags")) && (key2 !== "parent_record_id")) && (key2 !== "upstream_record_id")) && (key2 !== "input_record_id")){
validate83.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema35 = {"description":"The terminal action of a decision cycle; at most one per session.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Acting"},"action_type":{"type":"string","x-max-bytes":256},"target_system":{"description":"System acted upon; public chains are listed in PublicChain.","type":"string","x-max-bytes":256},"action_summary":{"type":"string","x-max-bytes":2048},"parameters":{"description":"Free-form parameters of the action.","type":"object","additionalProperties":true,"x-max-bytes":16384},"dry_run":{"type":"boolean"},"execution_status":{"type":"string","enum":["pending","submitted","confirmed","failed","reverted","cancelled","simulated","other"]},"execution_id":{"description":"Transaction hash or other execution reference.","type":"string","minLength":1,"x-max-bytes":256}},"if":{"required":["target_system","execution_status"],"properties":{"target_system":{"description":"`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).","type":"string","pattern":"^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"},"execution_status":{"const":"confirmed"}}},"then":{"required":["execution_id"]},"unevaluatedProperties":false};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.target_system === undefined) && (missing0 = "target_system")) || ((data.execution_status === undefined) && (missing0 = "execution_status"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.target_system !== undefined){
let data0 = data.target_system;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.execution_status !== undefined){
const _errs6 = errors;
if("confirmed" !== data.execution_status){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.execution_id === undefined) && (missing1 = "execution_id")){
validate85.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate85.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs8 = errors;
if("Acting" !== data.behavior){
validate85.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Acting"},message:"must be equal to constant"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.action_type !== undefined){
let data3 = data.action_type;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!func6(data3, 256)){
validate85.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data3)){
if(!func6(data3, 256)){
validate85.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 256)){
validate85.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.target_system !== undefined){
let data4 = data.target_system;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 256)){
validate85.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 256)){
validate85.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 256)){
validate85.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.action_summary !== undefined){
let data5 = data.action_summary;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate85.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate85.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate85.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.parameters !== undefined){
let data6 = data.parameters;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate85.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate85.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate85.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.dry_run !== undefined){
const _errs18 = errors;
if(typeof data.dry_run !== "boolean"){
validate85.errors = [{instancePath:instancePath+"/dry_run",schemaPath:"#/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.execution_status !== undefined){
let data8 = data.execution_status;
const _errs20 = errors;
if(typeof data8 !== "string"){
validate85.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data8 === "pending") || (data8 === "submitted")) || (data8 === "confirmed")) || (data8 === "failed")) || (data8 === "reverted")) || (data8 === "cancelled")) || (data8 === "simulated")) || (data8 === "other"))){
validate85.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/enum",keyword:"enum",params:{allowedValues: schema35.properties.execution_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.execution_id !== undefined){
let data9 = data.execution_id;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate85.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate85.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate85.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate85.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
for(const key0 in data){
if(((((((((((((((((((key0 !== "behavior") && (key0 !== "action_type")) && (key0 !== "target_system")) && (key0 !== "action_summary")) && (key0 !== "parameters")) && (key0 !== "dry_run")) && (key0 !== "execution_status")) && (key0 !== "execution_id")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate85.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"description":"A look back at a cycle; may join a session after its Acting record.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Reflecting"},"reflection":{"type":"string","x-max-bytes":16384},"outcome":{"type":"string","enum":["success","partial","failure","unknown"]},"lessons":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"score":{"description":"Self-assessed quality, 0 to 1.","type":"number","minimum":0,"maximum":1},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Reflecting" !== data.behavior){
validate87.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Reflecting"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.reflection !== undefined){
let data1 = data.reflection;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate87.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate87.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate87.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.outcome !== undefined){
let data2 = data.outcome;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate87.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "success") || (data2 === "partial")) || (data2 === "failure")) || (data2 === "unknown"))){
validate87.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema36.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.lessons !== undefined){
let data3 = data.lessons;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
if(data3.length > 32){
validate87.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate87.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs9){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate87.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate87.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.score !== undefined){
let data5 = data.score;
const _errs11 = errors;
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
validate87.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate87.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data6 = data.model_invocation;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if(((data6.provider === undefined) && (missing0 = "provider")) || ((data6.model_name === undefined) && (missing0 = "model_name"))){
validate87.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs15 = errors;
for(const key0 in data6){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate87.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs15 === errors){
if(data6.provider !== undefined){
let data7 = data6.provider;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.model_name !== undefined){
let data8 = data6.model_name;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 256)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data8)){
if(!func6(data8, 256)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 256)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.model_version !== undefined){
let data9 = data6.model_version;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(!func6(data9, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs20){
if(Array.isArray(data9)){
if(!func6(data9, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.tokens_in !== undefined){
let data10 = data6.tokens_in;
const _errs22 = errors;
if(errors === _errs22){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.tokens_out !== undefined){
let data11 = data6.tokens_out;
const _errs24 = errors;
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.cost_usd !== undefined){
let data12 = data6.cost_usd;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.temperature !== undefined){
let data13 = data6.temperature;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.finish_reason !== undefined){
let data14 = data6.finish_reason;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(!func6(data14, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs30){
if(Array.isArray(data14)){
if(!func6(data14, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(!func6(data14, 128)){
validate87.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if(((((((((((((((((key1 !== "behavior") && (key1 !== "reflection")) && (key1 !== "outcome")) && (key1 !== "lessons")) && (key1 !== "score")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
validate87.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema37 = {"description":"A call to a tool and its result.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"ToolCalling"},"tool_meta":{"description":"Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.","type":"object","x-max-bytes":16384,"additionalProperties":true,"properties":{"tool_id":{"type":"string","x-max-bytes":256},"category":{"type":"string","enum":["search","retrieval","code_execution","http_api","database","file_system","blockchain","messaging","calculation","other"]},"endpoint":{"type":"string","x-max-bytes":2048}}},"description":{"type":"string","x-max-bytes":2048},"input_payload":{"type":"string","x-max-bytes":16384},"output_payload":{"type":"string","x-max-bytes":32768},"success":{"type":"boolean"}},"unevaluatedProperties":false};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("ToolCalling" !== data.behavior){
validate89.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "ToolCalling"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tool_meta !== undefined){
let data1 = data.tool_meta;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate89.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate89.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.tool_id !== undefined){
let data2 = data1.tool_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!func6(data2, 256)){
validate89.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data2)){
if(!func6(data2, 256)){
validate89.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 256)){
validate89.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.category !== undefined){
let data3 = data1.category;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate89.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data3 === "search") || (data3 === "retrieval")) || (data3 === "code_execution")) || (data3 === "http_api")) || (data3 === "database")) || (data3 === "file_system")) || (data3 === "blockchain")) || (data3 === "messaging")) || (data3 === "calculation")) || (data3 === "other"))){
validate89.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/enum",keyword:"enum",params:{allowedValues: schema37.properties.tool_meta.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.endpoint !== undefined){
let data4 = data1.endpoint;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate89.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate89.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate89.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(!func6(data1, 16384)){
validate89.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.description !== undefined){
let data5 = data.description;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate89.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate89.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate89.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_payload !== undefined){
let data6 = data.input_payload;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate89.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate89.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate89.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.output_payload !== undefined){
let data7 = data.output_payload;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(!func6(data7, 32768)){
validate89.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
else {
validate89.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 32768)){
validate89.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 32768)){
validate89.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.success !== undefined){
const _errs18 = errors;
if(typeof data.success !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((((key0 !== "behavior") && (key0 !== "tool_meta")) && (key0 !== "description")) && (key0 !== "input_payload")) && (key0 !== "output_payload")) && (key0 !== "success")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate89.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"description":"A step that fits no other kind.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Other"},"label":{"description":"Names the custom step.","type":"string","x-max-bytes":256},"description":{"type":"string","x-max-bytes":2048},"data":{"description":"Free-form payload of the step.","type":"object","additionalProperties":true,"x-max-bytes":16384}},"unevaluatedProperties":false};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Other" !== data.behavior){
validate91.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Other"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.label !== undefined){
let data1 = data.label;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!func6(data1, 256)){
validate91.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate91.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate91.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!func6(data2, 2048)){
validate91.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
if(!func6(data2, 2048)){
validate91.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 2048)){
validate91.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.data !== undefined){
let data3 = data.data;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!func6(data3, 16384)){
validate91.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(Array.isArray(data3)){
if(!func6(data3, 16384)){
validate91.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 16384)){
validate91.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((key0 !== "behavior") && (key0 !== "label")) && (key0 !== "description")) && (key0 !== "data")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate91.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const scan0 = func1(data, 64, true, true, obj1);
if(scan0 === -1){
validate77.errors = [{instancePath,schemaPath:"#/x-max-depth",keyword:"x-max-depth",params:{limit: 64},message:"must NOT nest arrays and objects more than 64 levels deep"}];
return false;
}
else {
if(scan0 === -2){
validate77.errors = [{instancePath,schemaPath:"#/x-finite-numbers",keyword:"x-finite-numbers",params:{pointer: func2(data, func3, false)},message:"must be a finite number"}];
return false;
}
else {
if(scan0 === -3){
validate77.errors = [{instancePath,schemaPath:"#/x-storable-text",keyword:"x-storable-text",params:{pointer: func2(data, func5, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
}
}
if(errors === 0){
if(typeof data === "string"){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate77.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate77.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.behavior === undefined) && (missing0 = "behavior")){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
let valid0 = false;
const tag0 = data.behavior;
if(typeof tag0 == "string"){
if(tag0 === "Observing"){
const _errs2 = errors;
if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
var props0 = true;
valid0 = valid1;
}
else if(tag0 === "Planning"){
const _errs3 = errors;
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid2 = _errs3 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid2;
}
else if(tag0 === "Thinking"){
const _errs4 = errors;
if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid3 = _errs4 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid3;
}
else if(tag0 === "Acting"){
const _errs5 = errors;
if(!(validate85(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid4 = _errs5 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid4;
}
else if(tag0 === "Reflecting"){
const _errs6 = errors;
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid5 = _errs6 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid5;
}
else if(tag0 === "ToolCalling"){
const _errs7 = errors;
if(!(validate89(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid6 = _errs7 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid6;
}
else if(tag0 === "Other"){
const _errs8 = errors;
if(!(validate91(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid7 = _errs8 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid7;
}
else {
validate77.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "behavior", tagValue: tag0},message:"value of tag \"behavior\" must be in oneOf"}];
return false;
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "behavior", tagValue: tag0},message:"tag \"behavior\" must be string"}];
return false;
}
if(valid0){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate77.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
validate77.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate77.evaluated = {"dynamicProps":true,"dynamicItems":false};

