// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/* eslint-disable */

export const validateRecord = validate53;
const schema20 = {"title":"TraceRecord","description":"One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. `x-schema-version` is the version this file defines (the SDKs stamp it); `x-supported-versions` lists every version the service accepts, each `{ version, status: current | supported | deprecated, deprecated?: date, sunset?: date }` (a deprecated version names its sunset); every released version is frozen in schema/versions/<version>/. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.","type":"object","x-max-bytes":65536,"x-max-depth":64,"x-finite-numbers":true,"x-storable-text":true,"required":["behavior"],"discriminator":{"propertyName":"behavior"},"oneOf":[{"$ref":"#/$defs/ObservingRecord"},{"$ref":"#/$defs/PlanningRecord"},{"$ref":"#/$defs/ThinkingRecord"},{"$ref":"#/$defs/ActingRecord"},{"$ref":"#/$defs/ReflectingRecord"},{"$ref":"#/$defs/ToolCallingRecord"},{"$ref":"#/$defs/OtherRecord"}]};
const func1 = (function(){function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5};function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))};return function scanWide(value,maxDepth,finite,storable,storableNames){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&storableNames?.[name]!==true&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}})();
const func2 = (function(){;return function locate(value,test,names=true){let flagged=value===null||typeof value!=="object"?test(value):false;const scan=flagged||value===null||typeof value!=="object"?[]:[value];while(scan.length>0&&!flagged){const v=scan.pop();if(Array.isArray(v)){for(let i=0;i<v.length&&!flagged;i++){const member=v[i];if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}else{const keys=Object.keys(v);for(let i=0;i<keys.length&&!flagged;i++){const member=v[keys[i]];if(names&&test(keys[i]))flagged=true;else if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}}if(!flagged)return null;const values=[value];const pointers=[""];while(values.length>0){const v=values.pop();const pointer=pointers.pop();if(v===null||typeof v!=="object"){if(test(v))return pointer;continue}const keys=Array.isArray(v)?Object.keys(v):Object.keys(v).sort();for(let i=keys.length-1;i>=0;i--){const name=keys[i];const at=`${pointer}/${name.replace(/~/g,"~0").replace(/\//g,"~1")}`;values.push(v[name]);pointers.push(at);if(names&&!Array.isArray(v)){values.push(name);pointers.push(at)}}}return null}})();
const func3 = (function(){;return function isNonFiniteNumber(leaf){return typeof leaf==="number"&&!Number.isFinite(leaf)}})();
const func5 = (function(){;return function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}})();
const func6 = (function(){function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n};function jsonStringLength(s){let n=2;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c>=32&&c<128)n+=c===34||c===92?2:1;else if(c<32)n+=c===8||c===9||c===10||c===12||c===13?2:6;else if(c<2048)n+=2;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=4;i++}else if(c>=55296&&c<=57343)n+=6;else n+=3}return n};function jsonSize(value,max,exact){let total=0;const stack=[value];while(stack.length>0&&total<=max){const v=stack.pop();if(typeof v==="string")total+=exact?jsonStringLength(v):v.length*6+2;else if(typeof v==="number")total+=!Number.isFinite(v)?4:exact?String(v).length:25;else if(typeof v==="boolean")total+=v?4:5;else if(v===null||typeof v!=="object")total+=4;else if(Array.isArray(v)){total+=v.length===0?2:v.length+1;for(let i=0;i<v.length;i++)stack.push(v[i])}else{let members=0;for(const name of Object.keys(v)){const member=v[name];if(member===void 0)continue;members++;total+=(exact?jsonStringLength(name):name.length*6+2)+1;stack.push(member)}total+=members===0?2:members+1}}return total};return function fitsBytes(value,max){if(typeof value==="string")return value.length*3<=max||value.length<=max&&utf8Length(value)<=max;return jsonSize(value,max,false)<=max||jsonSize(value,max,true)<=max}})();
const obj0 = {__proto__: null, "acting_record_id": true, "action_summary": true, "action_type": true, "address": true, "agent_id": true, "agent_wallet_address": true, "agents": true, "alternatives_considered": true, "api_key": true, "attachments": true, "attestations": true, "audit_path": true, "batch_id": true, "behavior": true, "block_number": true, "body": true, "category": true, "chain_id": true, "client_ts_utc": true, "closed": true, "code": true, "cost_usd": true, "created_at": true, "current": true, "data": true, "database": true, "default_wallet_address": true, "deprecated": true, "description": true, "details": true, "digest": true, "dry_run": true, "duration_ms": true, "endpoint": true, "epoch": true, "epoch_root": true, "epoch_size": true, "erased_at_ms": true, "error": true, "execution_id": true, "execution_status": true, "field": true, "finish_reason": true, "first": true, "first_server_ts_utc": true, "first_ts_utc": true, "goal": true, "grace_ms": true, "input_payload": true, "input_record_id": true, "inputs": true, "is_duplicate": true, "key_name": true, "kind": true, "label": true, "last_server_ts_utc": true, "last_ts_utc": true, "leaf_hash": true, "leaf_index": true, "lessons": true, "log_public": true, "media_type": true, "message": true, "metadata": true, "mode": true, "model_invocation": true, "model_name": true, "model_version": true, "name": true, "next_cursor": true, "note": true, "notes": true, "outcome": true, "output_payload": true, "owner": true, "owner_id": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "previous_key_expires_at": true, "prompt": true, "proof": true, "provider": true, "publication": true, "rationale": true, "reason": true, "record_count": true, "record_id": true, "records": true, "ref": true, "reflection": true, "request_id": true, "results": true, "retired_verifier_keys": true, "retry_after_ms": true, "root_hash": true, "schema_version": true, "score": true, "second": true, "server_ts_utc": true, "session_id": true, "sessions": true, "signature": true, "signer_address": true, "size_bytes": true, "status": true, "stored_at_ms": true, "success": true, "summary": true, "sunset": true, "tags": true, "target_system": true, "temperature": true, "timestamp_ms": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "transaction_hash": true, "tree_size": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true, "uri": true, "url": true, "verifier_key": true, "version": true, "versions": true, "wallet": true, "wallet_mode": true, "website": true};
const schema21 = {"description":"The agent perceived a trigger.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"properties":{"behavior":{"const":"Observing"},"trigger_source":{"type":"string","x-max-bytes":256},"trigger_type":{"type":"string","enum":["user_message","agent_message","tool_result","schedule","webhook","market_data","chain_event","system","other"]},"trigger_description":{"type":"string","x-max-bytes":2048},"trigger_payload_summary":{"type":"string","x-max-bytes":4096}},"unevaluatedProperties":false};
const func11 = (function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n});
const pattern3 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");
const pattern7 = new RegExp("^sha256:[0-9a-f]{64}$", "u");

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
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate54.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate54.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate54.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate54.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate54.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate54.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate54.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate54.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate54.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate54.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema21.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate54.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate54.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate54.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate54.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate54.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate54.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate54.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate54.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate54.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate54.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate54.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate54.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate54.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate54.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate54.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate54.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate54.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate54.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate54.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate54.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate54.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate54.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate54.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate54.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs48 = errors;
if("Observing" !== data.behavior){
validate54.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Observing"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.trigger_source !== undefined){
let data23 = data.trigger_source;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!func6(data23, 256)){
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 256)){
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 256)){
validate54.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.trigger_type !== undefined){
let data24 = data.trigger_type;
const _errs51 = errors;
if(typeof data24 !== "string"){
validate54.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data24 === "user_message") || (data24 === "agent_message")) || (data24 === "tool_result")) || (data24 === "schedule")) || (data24 === "webhook")) || (data24 === "market_data")) || (data24 === "chain_event")) || (data24 === "system")) || (data24 === "other"))){
validate54.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/enum",keyword:"enum",params:{allowedValues: schema21.properties.trigger_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.trigger_description !== undefined){
let data25 = data.trigger_description;
const _errs53 = errors;
if(errors === _errs53){
if(typeof data25 === "string"){
if(!func6(data25, 2048)){
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs53){
if(Array.isArray(data25)){
if(!func6(data25, 2048)){
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs53){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(!func6(data25, 2048)){
validate54.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs53 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.trigger_payload_summary !== undefined){
let data26 = data.trigger_payload_summary;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data26 === "string"){
if(!func6(data26, 4096)){
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs55){
if(Array.isArray(data26)){
if(!func6(data26, 4096)){
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs55){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(!func6(data26, 4096)){
validate54.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs55 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key1 in data){
if((((((((((((((((((key1 !== "behavior") && (key1 !== "trigger_source")) && (key1 !== "trigger_type")) && (key1 !== "trigger_description")) && (key1 !== "trigger_payload_summary")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate54.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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

const schema22 = {"description":"The agent decided what to do next.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"properties":{"behavior":{"const":"Planning"},"goal":{"type":"string","x-max-bytes":4096},"plan_steps":{"type":"array","maxItems":64,"items":{"type":"string","x-max-bytes":2048}},"rationale":{"type":"string","x-max-bytes":16384},"alternatives_considered":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

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
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate55.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate55.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate55.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate55.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema22.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate55.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate55.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate55.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate55.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate55.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate55.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate55.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate55.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate55.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate55.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate55.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate55.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate55.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate55.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate55.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate55.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate55.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate55.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate55.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs48 = errors;
if("Planning" !== data.behavior){
validate55.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Planning"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.goal !== undefined){
let data23 = data.goal;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!func6(data23, 4096)){
validate55.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 4096)){
validate55.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 4096)){
validate55.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.plan_steps !== undefined){
let data24 = data.plan_steps;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data24)){
if(data24.length > 64){
validate55.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid7 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
const _errs53 = errors;
if(errors === _errs53){
if(typeof data25 === "string"){
if(!func6(data25, 2048)){
validate55.errors = [{instancePath:instancePath+"/plan_steps/" + i3,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/plan_steps/" + i3,schemaPath:"#/properties/plan_steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs53){
if(Array.isArray(data25)){
if(!func6(data25, 2048)){
validate55.errors = [{instancePath:instancePath+"/plan_steps/" + i3,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs53){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(!func6(data25, 2048)){
validate55.errors = [{instancePath:instancePath+"/plan_steps/" + i3,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs53 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.rationale !== undefined){
let data26 = data.rationale;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data26 === "string"){
if(!func6(data26, 16384)){
validate55.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs55){
if(Array.isArray(data26)){
if(!func6(data26, 16384)){
validate55.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs55){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(!func6(data26, 16384)){
validate55.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs55 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.alternatives_considered !== undefined){
let data27 = data.alternatives_considered;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data27)){
if(data27.length > 32){
validate55.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid8 = true;
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
let data28 = data27[i4];
const _errs59 = errors;
if(errors === _errs59){
if(typeof data28 === "string"){
if(!func6(data28, 2048)){
validate55.errors = [{instancePath:instancePath+"/alternatives_considered/" + i4,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/alternatives_considered/" + i4,schemaPath:"#/properties/alternatives_considered/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs59){
if(Array.isArray(data28)){
if(!func6(data28, 2048)){
validate55.errors = [{instancePath:instancePath+"/alternatives_considered/" + i4,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs59){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(!func6(data28, 2048)){
validate55.errors = [{instancePath:instancePath+"/alternatives_considered/" + i4,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs59 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs57 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.model_invocation !== undefined){
let data29 = data.model_invocation;
const _errs61 = errors;
if(errors === _errs61){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing2;
if(((data29.provider === undefined) && (missing2 = "provider")) || ((data29.model_name === undefined) && (missing2 = "model_name"))){
validate55.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs63 = errors;
for(const key1 in data29){
if(!((((((((key1 === "provider") || (key1 === "model_name")) || (key1 === "model_version")) || (key1 === "tokens_in")) || (key1 === "tokens_out")) || (key1 === "cost_usd")) || (key1 === "temperature")) || (key1 === "finish_reason"))){
validate55.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs63 === errors){
if(data29.provider !== undefined){
let data30 = data29.provider;
const _errs64 = errors;
if(errors === _errs64){
if(typeof data30 === "string"){
if(data30.length < 1 || (data30.length < 2 * 1 && func11(data30) < 1)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data30, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs64){
if(Array.isArray(data30)){
if(!func6(data30, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs64){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(!func6(data30, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs64 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.model_name !== undefined){
let data31 = data29.model_name;
const _errs66 = errors;
if(errors === _errs66){
if(typeof data31 === "string"){
if(data31.length < 1 || (data31.length < 2 * 1 && func11(data31) < 1)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data31, 256)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs66){
if(Array.isArray(data31)){
if(!func6(data31, 256)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs66){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(!func6(data31, 256)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs66 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.model_version !== undefined){
let data32 = data29.model_version;
const _errs68 = errors;
if(errors === _errs68){
if(typeof data32 === "string"){
if(!func6(data32, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs68){
if(Array.isArray(data32)){
if(!func6(data32, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs68){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(!func6(data32, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs68 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.tokens_in !== undefined){
let data33 = data29.tokens_in;
const _errs70 = errors;
if(errors === _errs70){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs70 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.tokens_out !== undefined){
let data34 = data29.tokens_out;
const _errs72 = errors;
if(errors === _errs72){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs72 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.cost_usd !== undefined){
let data35 = data29.cost_usd;
const _errs74 = errors;
if(errors === _errs74){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs74 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.temperature !== undefined){
let data36 = data29.temperature;
const _errs76 = errors;
if(errors === _errs76){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs76 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data29.finish_reason !== undefined){
let data37 = data29.finish_reason;
const _errs78 = errors;
if(errors === _errs78){
if(typeof data37 === "string"){
if(!func6(data37, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs78){
if(Array.isArray(data37)){
if(!func6(data37, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs78){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(!func6(data37, 128)){
validate55.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs78 === errors;
}
else {
var valid9 = true;
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
validate55.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs61 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key2 in data){
if(((((((((((((((((((key2 !== "behavior") && (key2 !== "goal")) && (key2 !== "plan_steps")) && (key2 !== "rationale")) && (key2 !== "alternatives_considered")) && (key2 !== "model_invocation")) && (key2 !== "agent_id")) && (key2 !== "session_id")) && (key2 !== "record_id")) && (key2 !== "schema_version")) && (key2 !== "client_ts_utc")) && (key2 !== "server_ts_utc")) && (key2 !== "notes")) && (key2 !== "tags")) && (key2 !== "parent_record_id")) && (key2 !== "upstream_record_id")) && (key2 !== "input_record_id")) && (key2 !== "duration_ms")) && (key2 !== "attachments")){
validate55.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];
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
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema23 = {"description":"A model call: prompt in, output out.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"required":["prompt","output_payload"],"properties":{"behavior":{"const":"Thinking"},"prompt":{"type":"string","minLength":1,"x-max-bytes":16384},"inputs":{"type":"array","maxItems":64,"items":{"description":"One input the model saw.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["record","message","document","tool_output","memory","other"]},"ref":{"description":"A record id, URI or other locator of the input.","type":"string","x-max-bytes":2048},"summary":{"type":"string","x-max-bytes":2048}}}},"output_payload":{"type":"string","minLength":1,"x-max-bytes":32768},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate56.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate56.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate56.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate56.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate56.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate56.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate56.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate56.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate56.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate56.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema23.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate56.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate56.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate56.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate56.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate56.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate56.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate56.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate56.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate56.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate56.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate56.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate56.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate56.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate56.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate56.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate56.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate56.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate56.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate56.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate56.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.prompt === undefined) && (missing2 = "prompt")) || ((data.output_payload === undefined) && (missing2 = "output_payload"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs48 = errors;
if("Thinking" !== data.behavior){
validate56.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Thinking"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.prompt !== undefined){
let data23 = data.prompt;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(data23.length < 1 || (data23.length < 2 * 1 && func11(data23) < 1)){
validate56.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data23, 16384)){
validate56.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 16384)){
validate56.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 16384)){
validate56.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.inputs !== undefined){
let data24 = data.inputs;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data24)){
if(data24.length > 64){
validate56.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid7 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
const _errs53 = errors;
if(errors === _errs53){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if((data25.kind === undefined) && (missing3 = "kind")){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs55 = errors;
for(const key1 in data25){
if(!(((key1 === "kind") || (key1 === "ref")) || (key1 === "summary"))){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs55 === errors){
if(data25.kind !== undefined){
let data26 = data25.kind;
const _errs56 = errors;
if(typeof data26 !== "string"){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data26 === "record") || (data26 === "message")) || (data26 === "document")) || (data26 === "tool_output")) || (data26 === "memory")) || (data26 === "other"))){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema23.properties.inputs.items.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs56 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data25.ref !== undefined){
let data27 = data25.ref;
const _errs58 = errors;
if(errors === _errs58){
if(typeof data27 === "string"){
if(!func6(data27, 2048)){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs58){
if(Array.isArray(data27)){
if(!func6(data27, 2048)){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs58){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(!func6(data27, 2048)){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs58 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data25.summary !== undefined){
let data28 = data25.summary;
const _errs60 = errors;
if(errors === _errs60){
if(typeof data28 === "string"){
if(!func6(data28, 2048)){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs60){
if(Array.isArray(data28)){
if(!func6(data28, 2048)){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs60){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(!func6(data28, 2048)){
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs60 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/inputs/" + i3,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs53 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.output_payload !== undefined){
let data29 = data.output_payload;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data29 === "string"){
if(data29.length < 1 || (data29.length < 2 * 1 && func11(data29) < 1)){
validate56.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data29, 32768)){
validate56.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs62){
if(Array.isArray(data29)){
if(!func6(data29, 32768)){
validate56.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs62){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(!func6(data29, 32768)){
validate56.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs62 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.model_invocation !== undefined){
let data30 = data.model_invocation;
const _errs64 = errors;
if(errors === _errs64){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing4;
if(((data30.provider === undefined) && (missing4 = "provider")) || ((data30.model_name === undefined) && (missing4 = "model_name"))){
validate56.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs66 = errors;
for(const key2 in data30){
if(!((((((((key2 === "provider") || (key2 === "model_name")) || (key2 === "model_version")) || (key2 === "tokens_in")) || (key2 === "tokens_out")) || (key2 === "cost_usd")) || (key2 === "temperature")) || (key2 === "finish_reason"))){
validate56.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs66 === errors){
if(data30.provider !== undefined){
let data31 = data30.provider;
const _errs67 = errors;
if(errors === _errs67){
if(typeof data31 === "string"){
if(data31.length < 1 || (data31.length < 2 * 1 && func11(data31) < 1)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data31, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs67){
if(Array.isArray(data31)){
if(!func6(data31, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs67){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(!func6(data31, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs67 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.model_name !== undefined){
let data32 = data30.model_name;
const _errs69 = errors;
if(errors === _errs69){
if(typeof data32 === "string"){
if(data32.length < 1 || (data32.length < 2 * 1 && func11(data32) < 1)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data32, 256)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs69){
if(Array.isArray(data32)){
if(!func6(data32, 256)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs69){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(!func6(data32, 256)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs69 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.model_version !== undefined){
let data33 = data30.model_version;
const _errs71 = errors;
if(errors === _errs71){
if(typeof data33 === "string"){
if(!func6(data33, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs71){
if(Array.isArray(data33)){
if(!func6(data33, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs71){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(!func6(data33, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs71 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.tokens_in !== undefined){
let data34 = data30.tokens_in;
const _errs73 = errors;
if(errors === _errs73){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs73 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.tokens_out !== undefined){
let data35 = data30.tokens_out;
const _errs75 = errors;
if(errors === _errs75){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs75 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.cost_usd !== undefined){
let data36 = data30.cost_usd;
const _errs77 = errors;
if(errors === _errs77){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs77 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.temperature !== undefined){
let data37 = data30.temperature;
const _errs79 = errors;
if(errors === _errs79){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid9 = _errs79 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data30.finish_reason !== undefined){
let data38 = data30.finish_reason;
const _errs81 = errors;
if(errors === _errs81){
if(typeof data38 === "string"){
if(!func6(data38, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs81){
if(Array.isArray(data38)){
if(!func6(data38, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs81){
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(!func6(data38, 128)){
validate56.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid9 = _errs81 === errors;
}
else {
var valid9 = true;
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
validate56.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs64 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key3 in data){
if((((((((((((((((((key3 !== "behavior") && (key3 !== "prompt")) && (key3 !== "inputs")) && (key3 !== "output_payload")) && (key3 !== "model_invocation")) && (key3 !== "agent_id")) && (key3 !== "session_id")) && (key3 !== "record_id")) && (key3 !== "schema_version")) && (key3 !== "client_ts_utc")) && (key3 !== "server_ts_utc")) && (key3 !== "notes")) && (key3 !== "tags")) && (key3 !== "parent_record_id")) && (key3 !== "upstream_record_id")) && (key3 !== "input_record_id")) && (key3 !== "duration_ms")) && (key3 !== "attachments")){
validate56.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key3},message:"must NOT have unevaluated properties"}];
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema24 = {"description":"The terminal action of a decision cycle; at most one per session.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"properties":{"behavior":{"const":"Acting"},"action_type":{"type":"string","x-max-bytes":256},"target_system":{"description":"System acted upon; public chains are listed in PublicChain.","type":"string","x-max-bytes":256},"action_summary":{"type":"string","x-max-bytes":2048},"parameters":{"description":"Free-form parameters of the action.","type":"object","additionalProperties":true,"x-max-bytes":16384},"dry_run":{"type":"boolean"},"execution_status":{"type":"string","enum":["pending","submitted","confirmed","failed","reverted","cancelled","simulated","other"]},"execution_id":{"description":"Transaction hash or other execution reference.","type":"string","minLength":1,"x-max-bytes":256}},"if":{"required":["target_system","execution_status"],"properties":{"target_system":{"description":"`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).","type":"string","pattern":"^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"},"execution_status":{"const":"confirmed"}}},"then":{"required":["execution_id"]},"unevaluatedProperties":false};
const pattern23 = new RegExp("^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$", "u");

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
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate57.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate57.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate57.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate57.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate57.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate57.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate57.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate57.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate57.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate57.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema24.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate57.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate57.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate57.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate57.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate57.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate57.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate57.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate57.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate57.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate57.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate57.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate57.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate57.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate57.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate57.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate57.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate57.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate57.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate57.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate57.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate57.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate57.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate57.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate57.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs48 = errors;
let valid6 = true;
const _errs49 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.target_system === undefined) && (missing2 = "target_system")) || ((data.execution_status === undefined) && (missing2 = "execution_status"))){
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
let data22 = data.target_system;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data22 === "string"){
if(!pattern23.test(data22)){
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
var valid7 = _errs50 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.execution_status !== undefined){
const _errs52 = errors;
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
var valid7 = _errs52 === errors;
}
else {
var valid7 = true;
}
}
}
}
var _valid0 = _errs49 === errors;
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs53 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.execution_id === undefined) && (missing3 = "execution_id")){
validate57.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
}
var _valid0 = _errs53 === errors;
valid6 = _valid0;
}
if(!valid6){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate57.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs54 = errors;
if("Acting" !== data.behavior){
validate57.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Acting"},message:"must be equal to constant"}];
return false;
}
var valid8 = _errs54 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.action_type !== undefined){
let data25 = data.action_type;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data25 === "string"){
if(!func6(data25, 256)){
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs55){
if(Array.isArray(data25)){
if(!func6(data25, 256)){
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs55){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(!func6(data25, 256)){
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs55 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.target_system !== undefined){
let data26 = data.target_system;
const _errs57 = errors;
if(errors === _errs57){
if(typeof data26 === "string"){
if(!func6(data26, 256)){
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs57){
if(Array.isArray(data26)){
if(!func6(data26, 256)){
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs57){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(!func6(data26, 256)){
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs57 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.action_summary !== undefined){
let data27 = data.action_summary;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data27 === "string"){
if(!func6(data27, 2048)){
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs59){
if(Array.isArray(data27)){
if(!func6(data27, 2048)){
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs59){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(!func6(data27, 2048)){
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs59 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.parameters !== undefined){
let data28 = data.parameters;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data28 === "string"){
if(!func6(data28, 16384)){
validate57.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs61){
if(Array.isArray(data28)){
if(!func6(data28, 16384)){
validate57.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs61){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(!func6(data28, 16384)){
validate57.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid8 = _errs61 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.dry_run !== undefined){
const _errs64 = errors;
if(typeof data.dry_run !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/dry_run",schemaPath:"#/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid8 = _errs64 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.execution_status !== undefined){
let data30 = data.execution_status;
const _errs66 = errors;
if(typeof data30 !== "string"){
validate57.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data30 === "pending") || (data30 === "submitted")) || (data30 === "confirmed")) || (data30 === "failed")) || (data30 === "reverted")) || (data30 === "cancelled")) || (data30 === "simulated")) || (data30 === "other"))){
validate57.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/enum",keyword:"enum",params:{allowedValues: schema24.properties.execution_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs66 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data.execution_id !== undefined){
let data31 = data.execution_id;
const _errs68 = errors;
if(errors === _errs68){
if(typeof data31 === "string"){
if(data31.length < 1 || (data31.length < 2 * 1 && func11(data31) < 1)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data31, 256)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs68){
if(Array.isArray(data31)){
if(!func6(data31, 256)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs68){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(!func6(data31, 256)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs68 === errors;
}
else {
var valid8 = true;
}
if(valid8){
for(const key1 in data){
if(((((((((((((((((((((key1 !== "behavior") && (key1 !== "action_type")) && (key1 !== "target_system")) && (key1 !== "action_summary")) && (key1 !== "parameters")) && (key1 !== "dry_run")) && (key1 !== "execution_status")) && (key1 !== "execution_id")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
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

const schema25 = {"description":"A look back at a cycle; may join a session after its Acting record.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"properties":{"behavior":{"const":"Reflecting"},"reflection":{"type":"string","x-max-bytes":16384},"outcome":{"type":"string","enum":["success","partial","failure","unknown"]},"lessons":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"score":{"description":"Self-assessed quality, 0 to 1.","type":"number","minimum":0,"maximum":1},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate58.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate58.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate58.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate58.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate58.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate58.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema25.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate58.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate58.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate58.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate58.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate58.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate58.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate58.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate58.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate58.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate58.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate58.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate58.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate58.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate58.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate58.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate58.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate58.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate58.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate58.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate58.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate58.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate58.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate58.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate58.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs48 = errors;
if("Reflecting" !== data.behavior){
validate58.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Reflecting"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.reflection !== undefined){
let data23 = data.reflection;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!func6(data23, 16384)){
validate58.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 16384)){
validate58.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 16384)){
validate58.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.outcome !== undefined){
let data24 = data.outcome;
const _errs51 = errors;
if(typeof data24 !== "string"){
validate58.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data24 === "success") || (data24 === "partial")) || (data24 === "failure")) || (data24 === "unknown"))){
validate58.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema25.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.lessons !== undefined){
let data25 = data.lessons;
const _errs53 = errors;
if(errors === _errs53){
if(Array.isArray(data25)){
if(data25.length > 32){
validate58.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid7 = true;
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
let data26 = data25[i3];
const _errs55 = errors;
if(errors === _errs55){
if(typeof data26 === "string"){
if(!func6(data26, 2048)){
validate58.errors = [{instancePath:instancePath+"/lessons/" + i3,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/lessons/" + i3,schemaPath:"#/properties/lessons/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs55){
if(Array.isArray(data26)){
if(!func6(data26, 2048)){
validate58.errors = [{instancePath:instancePath+"/lessons/" + i3,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs55){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(!func6(data26, 2048)){
validate58.errors = [{instancePath:instancePath+"/lessons/" + i3,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs55 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid6 = _errs53 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.score !== undefined){
let data27 = data.score;
const _errs57 = errors;
if(errors === _errs57){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 1 || isNaN(data27)){
validate58.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data27 < 0 || isNaN(data27)){
validate58.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs57 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.model_invocation !== undefined){
let data28 = data.model_invocation;
const _errs59 = errors;
if(errors === _errs59){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing2;
if(((data28.provider === undefined) && (missing2 = "provider")) || ((data28.model_name === undefined) && (missing2 = "model_name"))){
validate58.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs61 = errors;
for(const key1 in data28){
if(!((((((((key1 === "provider") || (key1 === "model_name")) || (key1 === "model_version")) || (key1 === "tokens_in")) || (key1 === "tokens_out")) || (key1 === "cost_usd")) || (key1 === "temperature")) || (key1 === "finish_reason"))){
validate58.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs61 === errors){
if(data28.provider !== undefined){
let data29 = data28.provider;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data29 === "string"){
if(data29.length < 1 || (data29.length < 2 * 1 && func11(data29) < 1)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data29, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs62){
if(Array.isArray(data29)){
if(!func6(data29, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs62){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(!func6(data29, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs62 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.model_name !== undefined){
let data30 = data28.model_name;
const _errs64 = errors;
if(errors === _errs64){
if(typeof data30 === "string"){
if(data30.length < 1 || (data30.length < 2 * 1 && func11(data30) < 1)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data30, 256)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs64){
if(Array.isArray(data30)){
if(!func6(data30, 256)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs64){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(!func6(data30, 256)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs64 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.model_version !== undefined){
let data31 = data28.model_version;
const _errs66 = errors;
if(errors === _errs66){
if(typeof data31 === "string"){
if(!func6(data31, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs66){
if(Array.isArray(data31)){
if(!func6(data31, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs66){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(!func6(data31, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs66 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.tokens_in !== undefined){
let data32 = data28.tokens_in;
const _errs68 = errors;
if(errors === _errs68){
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs68 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.tokens_out !== undefined){
let data33 = data28.tokens_out;
const _errs70 = errors;
if(errors === _errs70){
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs70 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.cost_usd !== undefined){
let data34 = data28.cost_usd;
const _errs72 = errors;
if(errors === _errs72){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs72 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.temperature !== undefined){
let data35 = data28.temperature;
const _errs74 = errors;
if(errors === _errs74){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs74 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data28.finish_reason !== undefined){
let data36 = data28.finish_reason;
const _errs76 = errors;
if(errors === _errs76){
if(typeof data36 === "string"){
if(!func6(data36, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs76){
if(Array.isArray(data36)){
if(!func6(data36, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs76){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(!func6(data36, 128)){
validate58.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs76 === errors;
}
else {
var valid8 = true;
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
validate58.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs59 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key2 in data){
if(((((((((((((((((((key2 !== "behavior") && (key2 !== "reflection")) && (key2 !== "outcome")) && (key2 !== "lessons")) && (key2 !== "score")) && (key2 !== "model_invocation")) && (key2 !== "agent_id")) && (key2 !== "session_id")) && (key2 !== "record_id")) && (key2 !== "schema_version")) && (key2 !== "client_ts_utc")) && (key2 !== "server_ts_utc")) && (key2 !== "notes")) && (key2 !== "tags")) && (key2 !== "parent_record_id")) && (key2 !== "upstream_record_id")) && (key2 !== "input_record_id")) && (key2 !== "duration_ms")) && (key2 !== "attachments")){
validate58.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];
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
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"description":"A call to a tool and its result.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"properties":{"behavior":{"const":"ToolCalling"},"tool_meta":{"description":"Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.","type":"object","x-max-bytes":16384,"additionalProperties":true,"properties":{"tool_id":{"type":"string","x-max-bytes":256},"category":{"type":"string","enum":["search","retrieval","code_execution","http_api","database","file_system","blockchain","messaging","calculation","other"]},"endpoint":{"type":"string","x-max-bytes":2048}}},"description":{"type":"string","x-max-bytes":2048},"input_payload":{"type":"string","x-max-bytes":16384},"output_payload":{"type":"string","x-max-bytes":32768},"success":{"type":"boolean"}},"unevaluatedProperties":false};

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
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate59.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate59.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate59.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate59.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate59.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate59.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate59.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate59.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate59.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate59.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema26.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate59.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate59.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate59.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate59.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate59.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate59.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate59.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate59.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate59.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate59.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate59.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate59.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate59.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate59.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate59.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate59.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate59.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate59.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate59.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate59.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate59.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate59.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate59.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate59.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs48 = errors;
if("ToolCalling" !== data.behavior){
validate59.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "ToolCalling"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.tool_meta !== undefined){
let data23 = data.tool_meta;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!func6(data23, 16384)){
validate59.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 16384)){
validate59.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.tool_id !== undefined){
let data24 = data23.tool_id;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data24 === "string"){
if(!func6(data24, 256)){
validate59.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs52){
if(Array.isArray(data24)){
if(!func6(data24, 256)){
validate59.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs52){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(!func6(data24, 256)){
validate59.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs52 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.category !== undefined){
let data25 = data23.category;
const _errs54 = errors;
if(typeof data25 !== "string"){
validate59.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data25 === "search") || (data25 === "retrieval")) || (data25 === "code_execution")) || (data25 === "http_api")) || (data25 === "database")) || (data25 === "file_system")) || (data25 === "blockchain")) || (data25 === "messaging")) || (data25 === "calculation")) || (data25 === "other"))){
validate59.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/enum",keyword:"enum",params:{allowedValues: schema26.properties.tool_meta.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs54 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.endpoint !== undefined){
let data26 = data23.endpoint;
const _errs56 = errors;
if(errors === _errs56){
if(typeof data26 === "string"){
if(!func6(data26, 2048)){
validate59.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs56){
if(Array.isArray(data26)){
if(!func6(data26, 2048)){
validate59.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs56){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(!func6(data26, 2048)){
validate59.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs56 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(!func6(data23, 16384)){
validate59.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.description !== undefined){
let data27 = data.description;
const _errs58 = errors;
if(errors === _errs58){
if(typeof data27 === "string"){
if(!func6(data27, 2048)){
validate59.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs58){
if(Array.isArray(data27)){
if(!func6(data27, 2048)){
validate59.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs58){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(!func6(data27, 2048)){
validate59.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs58 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.input_payload !== undefined){
let data28 = data.input_payload;
const _errs60 = errors;
if(errors === _errs60){
if(typeof data28 === "string"){
if(!func6(data28, 16384)){
validate59.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs60){
if(Array.isArray(data28)){
if(!func6(data28, 16384)){
validate59.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs60){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(!func6(data28, 16384)){
validate59.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs60 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.output_payload !== undefined){
let data29 = data.output_payload;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data29 === "string"){
if(!func6(data29, 32768)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs62){
if(Array.isArray(data29)){
if(!func6(data29, 32768)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs62){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(!func6(data29, 32768)){
validate59.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs62 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.success !== undefined){
const _errs64 = errors;
if(typeof data.success !== "boolean"){
validate59.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs64 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key1 in data){
if(((((((((((((((((((key1 !== "behavior") && (key1 !== "tool_meta")) && (key1 !== "description")) && (key1 !== "input_payload")) && (key1 !== "output_payload")) && (key1 !== "success")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate59.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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

const schema27 = {"description":"A step that fits no other kind.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}}}}}],"properties":{"behavior":{"const":"Other"},"label":{"description":"Names the custom step.","type":"string","x-max-bytes":256},"description":{"type":"string","x-max-bytes":2048},"data":{"description":"Free-form payload of the step.","type":"object","additionalProperties":true,"x-max-bytes":16384}},"unevaluatedProperties":false};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate60.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate60.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate60.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate60.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate60.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate60.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate60.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate60.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate60.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate60.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema27.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate60.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate60.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate60.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate60.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate60.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate60.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate60.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate60.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate60.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate60.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate60.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate60.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate60.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate60.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate60.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate60.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate60.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate60.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate60.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs31 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate60.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate60.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate60.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/allOf/0/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
if(data15.length > 16){
validate60.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/allOf/0/properties/attachments/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/allOf/0/properties/attachments/items/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/allOf/0/properties/attachments/items/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/allOf/0/properties/attachments/items/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs46){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs46){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/allOf/0/properties/attachments/items/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/allOf/0/properties/attachments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/allOf/0/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
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
validate60.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs48 = errors;
if("Other" !== data.behavior){
validate60.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Other"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.label !== undefined){
let data23 = data.label;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!func6(data23, 256)){
validate60.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 256)){
validate60.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 256)){
validate60.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.description !== undefined){
let data24 = data.description;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data24 === "string"){
if(!func6(data24, 2048)){
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs51){
if(Array.isArray(data24)){
if(!func6(data24, 2048)){
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs51){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(!func6(data24, 2048)){
validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.data !== undefined){
let data25 = data.data;
const _errs53 = errors;
if(errors === _errs53){
if(typeof data25 === "string"){
if(!func6(data25, 16384)){
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs53){
if(Array.isArray(data25)){
if(!func6(data25, 16384)){
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs53){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(!func6(data25, 16384)){
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate60.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid6 = _errs53 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key1 in data){
if(((((((((((((((((key1 !== "behavior") && (key1 !== "label")) && (key1 !== "description")) && (key1 !== "data")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate60.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
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
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
if(!(validate58(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
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
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
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

export const validateRecord_1_0 = validate69;
const schema29 = {"title":"TraceRecord","description":"One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.","type":"object","x-max-bytes":65536,"x-max-depth":64,"x-finite-numbers":true,"x-storable-text":true,"required":["behavior"],"discriminator":{"propertyName":"behavior"},"oneOf":[{"$ref":"#/$defs/ObservingRecord"},{"$ref":"#/$defs/PlanningRecord"},{"$ref":"#/$defs/ThinkingRecord"},{"$ref":"#/$defs/ActingRecord"},{"$ref":"#/$defs/ReflectingRecord"},{"$ref":"#/$defs/ToolCallingRecord"},{"$ref":"#/$defs/OtherRecord"}]};
const obj1 = {__proto__: null, "action_summary": true, "action_type": true, "agent_id": true, "alternatives_considered": true, "behavior": true, "category": true, "client_ts_utc": true, "cost_usd": true, "data": true, "description": true, "dry_run": true, "endpoint": true, "execution_id": true, "execution_status": true, "finish_reason": true, "goal": true, "input_payload": true, "input_record_id": true, "inputs": true, "kind": true, "label": true, "lessons": true, "model_invocation": true, "model_name": true, "model_version": true, "notes": true, "outcome": true, "output_payload": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "prompt": true, "provider": true, "rationale": true, "record_id": true, "ref": true, "reflection": true, "schema_version": true, "score": true, "server_ts_utc": true, "session_id": true, "success": true, "summary": true, "tags": true, "target_system": true, "temperature": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true};
const schema30 = {"description":"The agent perceived a trigger.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"properties":{"behavior":{"const":"Observing"},"trigger_source":{"type":"string","x-max-bytes":256},"trigger_type":{"type":"string","enum":["user_message","agent_message","tool_result","schedule","webhook","market_data","chain_event","system","other"]},"trigger_description":{"type":"string","x-max-bytes":2048},"trigger_payload_summary":{"type":"string","x-max-bytes":4096}},"unevaluatedProperties":false};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate70.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate70.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate70.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate70.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate70.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate70.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate70.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate70.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate70.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate70.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema30.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate70.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate70.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate70.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate70.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate70.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate70.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate70.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate70.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate70.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate70.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate70.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate70.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate70.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate70.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate70.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate70.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate70.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate70.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate70.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate70.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs31 = errors;
if("Observing" !== data.behavior){
validate70.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Observing"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.trigger_source !== undefined){
let data15 = data.trigger_source;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 256)){
validate70.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 256)){
validate70.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 256)){
validate70.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(valid4){
if(data.trigger_type !== undefined){
let data16 = data.trigger_type;
const _errs34 = errors;
if(typeof data16 !== "string"){
validate70.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data16 === "user_message") || (data16 === "agent_message")) || (data16 === "tool_result")) || (data16 === "schedule")) || (data16 === "webhook")) || (data16 === "market_data")) || (data16 === "chain_event")) || (data16 === "system")) || (data16 === "other"))){
validate70.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/enum",keyword:"enum",params:{allowedValues: schema30.properties.trigger_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.trigger_description !== undefined){
let data17 = data.trigger_description;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data17 === "string"){
if(!func6(data17, 2048)){
validate70.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs36){
if(Array.isArray(data17)){
if(!func6(data17, 2048)){
validate70.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs36){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(!func6(data17, 2048)){
validate70.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/properties/trigger_description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.trigger_payload_summary !== undefined){
let data18 = data.trigger_payload_summary;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data18 === "string"){
if(!func6(data18, 4096)){
validate70.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate70.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs38){
if(Array.isArray(data18)){
if(!func6(data18, 4096)){
validate70.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs38){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(!func6(data18, 4096)){
validate70.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
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
for(const key0 in data){
if((((((((((((((((key0 !== "behavior") && (key0 !== "trigger_source")) && (key0 !== "trigger_type")) && (key0 !== "trigger_description")) && (key0 !== "trigger_payload_summary")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate70.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema31 = {"description":"The agent decided what to do next.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"properties":{"behavior":{"const":"Planning"},"goal":{"type":"string","x-max-bytes":4096},"plan_steps":{"type":"array","maxItems":64,"items":{"type":"string","x-max-bytes":2048}},"rationale":{"type":"string","x-max-bytes":16384},"alternatives_considered":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate71.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate71.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate71.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate71.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate71.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate71.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate71.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate71.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate71.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate71.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema31.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate71.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate71.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate71.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate71.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate71.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate71.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate71.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate71.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate71.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate71.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate71.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate71.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate71.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate71.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate71.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate71.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate71.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate71.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate71.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate71.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs31 = errors;
if("Planning" !== data.behavior){
validate71.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Planning"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.goal !== undefined){
let data15 = data.goal;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 4096)){
validate71.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 4096)){
validate71.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 4096)){
validate71.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
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
if(valid4){
if(data.plan_steps !== undefined){
let data16 = data.plan_steps;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data16)){
if(data16.length > 64){
validate71.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid5 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
const _errs36 = errors;
if(errors === _errs36){
if(typeof data17 === "string"){
if(!func6(data17, 2048)){
validate71.errors = [{instancePath:instancePath+"/plan_steps/" + i2,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/plan_steps/" + i2,schemaPath:"#/properties/plan_steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs36){
if(Array.isArray(data17)){
if(!func6(data17, 2048)){
validate71.errors = [{instancePath:instancePath+"/plan_steps/" + i2,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs36){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(!func6(data17, 2048)){
validate71.errors = [{instancePath:instancePath+"/plan_steps/" + i2,schemaPath:"#/properties/plan_steps/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs36 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rationale !== undefined){
let data18 = data.rationale;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data18 === "string"){
if(!func6(data18, 16384)){
validate71.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs38){
if(Array.isArray(data18)){
if(!func6(data18, 16384)){
validate71.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs38){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(!func6(data18, 16384)){
validate71.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/properties/rationale/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
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
if(data.alternatives_considered !== undefined){
let data19 = data.alternatives_considered;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data19)){
if(data19.length > 32){
validate71.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid6 = true;
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
const _errs42 = errors;
if(errors === _errs42){
if(typeof data20 === "string"){
if(!func6(data20, 2048)){
validate71.errors = [{instancePath:instancePath+"/alternatives_considered/" + i3,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/alternatives_considered/" + i3,schemaPath:"#/properties/alternatives_considered/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate71.errors = [{instancePath:instancePath+"/alternatives_considered/" + i3,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate71.errors = [{instancePath:instancePath+"/alternatives_considered/" + i3,schemaPath:"#/properties/alternatives_considered/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs42 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs40 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.model_invocation !== undefined){
let data21 = data.model_invocation;
const _errs44 = errors;
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing1;
if(((data21.provider === undefined) && (missing1 = "provider")) || ((data21.model_name === undefined) && (missing1 = "model_name"))){
validate71.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs46 = errors;
for(const key0 in data21){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate71.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs46 === errors){
if(data21.provider !== undefined){
let data22 = data21.provider;
const _errs47 = errors;
if(errors === _errs47){
if(typeof data22 === "string"){
if(data22.length < 1 || (data22.length < 2 * 1 && func11(data22) < 1)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data22, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs47){
if(Array.isArray(data22)){
if(!func6(data22, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs47){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(!func6(data22, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs47 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.model_name !== undefined){
let data23 = data21.model_name;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(data23.length < 1 || (data23.length < 2 * 1 && func11(data23) < 1)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data23, 256)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 256)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 256)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs49 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.model_version !== undefined){
let data24 = data21.model_version;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data24 === "string"){
if(!func6(data24, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs51){
if(Array.isArray(data24)){
if(!func6(data24, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs51){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(!func6(data24, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.tokens_in !== undefined){
let data25 = data21.tokens_in;
const _errs53 = errors;
if(errors === _errs53){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs53 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.tokens_out !== undefined){
let data26 = data21.tokens_out;
const _errs55 = errors;
if(errors === _errs55){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs55 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.cost_usd !== undefined){
let data27 = data21.cost_usd;
const _errs57 = errors;
if(errors === _errs57){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs57 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.temperature !== undefined){
let data28 = data21.temperature;
const _errs59 = errors;
if(errors === _errs59){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs59 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data21.finish_reason !== undefined){
let data29 = data21.finish_reason;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data29 === "string"){
if(!func6(data29, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate71.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs61){
if(Array.isArray(data29)){
if(!func6(data29, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs61){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(!func6(data29, 128)){
validate71.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
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
validate71.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs44 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key1 in data){
if(((((((((((((((((key1 !== "behavior") && (key1 !== "goal")) && (key1 !== "plan_steps")) && (key1 !== "rationale")) && (key1 !== "alternatives_considered")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
validate71.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema32 = {"description":"A model call: prompt in, output out.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"required":["prompt","output_payload"],"properties":{"behavior":{"const":"Thinking"},"prompt":{"type":"string","minLength":1,"x-max-bytes":16384},"inputs":{"type":"array","maxItems":64,"items":{"description":"One input the model saw.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["record","message","document","tool_output","memory","other"]},"ref":{"description":"A record id, URI or other locator of the input.","type":"string","x-max-bytes":2048},"summary":{"type":"string","x-max-bytes":2048}}}},"output_payload":{"type":"string","minLength":1,"x-max-bytes":32768},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate72.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate72.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate72.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate72.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate72.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate72.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate72.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate72.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate72.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate72.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema32.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate72.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate72.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate72.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate72.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate72.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate72.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate72.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate72.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate72.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate72.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate72.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate72.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate72.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate72.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate72.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate72.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate72.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate72.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate72.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate72.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.prompt === undefined) && (missing1 = "prompt")) || ((data.output_payload === undefined) && (missing1 = "output_payload"))){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs31 = errors;
if("Thinking" !== data.behavior){
validate72.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Thinking"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.prompt !== undefined){
let data15 = data.prompt;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(data15.length < 1 || (data15.length < 2 * 1 && func11(data15) < 1)){
validate72.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data15, 16384)){
validate72.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 16384)){
validate72.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 16384)){
validate72.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
if(valid4){
if(data.inputs !== undefined){
let data16 = data.inputs;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data16)){
if(data16.length > 64){
validate72.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid5 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
const _errs36 = errors;
if(errors === _errs36){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if((data17.kind === undefined) && (missing2 = "kind")){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs38 = errors;
for(const key0 in data17){
if(!(((key0 === "kind") || (key0 === "ref")) || (key0 === "summary"))){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs38 === errors){
if(data17.kind !== undefined){
let data18 = data17.kind;
const _errs39 = errors;
if(typeof data18 !== "string"){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data18 === "record") || (data18 === "message")) || (data18 === "document")) || (data18 === "tool_output")) || (data18 === "memory")) || (data18 === "other"))){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/kind",schemaPath:"#/properties/inputs/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.inputs.items.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.ref !== undefined){
let data19 = data17.ref;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data19 === "string"){
if(!func6(data19, 2048)){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs41){
if(Array.isArray(data19)){
if(!func6(data19, 2048)){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs41){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 2048)){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/ref",schemaPath:"#/properties/inputs/items/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs41 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.summary !== undefined){
let data20 = data17.summary;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data20 === "string"){
if(!func6(data20, 2048)){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs43){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2+"/summary",schemaPath:"#/properties/inputs/items/properties/summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs43 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/inputs/" + i2,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs36 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.output_payload !== undefined){
let data21 = data.output_payload;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate72.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 32768)){
validate72.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs45){
if(Array.isArray(data21)){
if(!func6(data21, 32768)){
validate72.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs45){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 32768)){
validate72.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs45 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.model_invocation !== undefined){
let data22 = data.model_invocation;
const _errs47 = errors;
if(errors === _errs47){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing3;
if(((data22.provider === undefined) && (missing3 = "provider")) || ((data22.model_name === undefined) && (missing3 = "model_name"))){
validate72.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs49 = errors;
for(const key1 in data22){
if(!((((((((key1 === "provider") || (key1 === "model_name")) || (key1 === "model_version")) || (key1 === "tokens_in")) || (key1 === "tokens_out")) || (key1 === "cost_usd")) || (key1 === "temperature")) || (key1 === "finish_reason"))){
validate72.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs49 === errors){
if(data22.provider !== undefined){
let data23 = data22.provider;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data23 === "string"){
if(data23.length < 1 || (data23.length < 2 * 1 && func11(data23) < 1)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data23, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs50){
if(Array.isArray(data23)){
if(!func6(data23, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs50){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs50 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.model_name !== undefined){
let data24 = data22.model_name;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data24 === "string"){
if(data24.length < 1 || (data24.length < 2 * 1 && func11(data24) < 1)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data24, 256)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs52){
if(Array.isArray(data24)){
if(!func6(data24, 256)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs52){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(!func6(data24, 256)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs52 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.model_version !== undefined){
let data25 = data22.model_version;
const _errs54 = errors;
if(errors === _errs54){
if(typeof data25 === "string"){
if(!func6(data25, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs54){
if(Array.isArray(data25)){
if(!func6(data25, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs54){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(!func6(data25, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs54 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.tokens_in !== undefined){
let data26 = data22.tokens_in;
const _errs56 = errors;
if(errors === _errs56){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs56 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.tokens_out !== undefined){
let data27 = data22.tokens_out;
const _errs58 = errors;
if(errors === _errs58){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs58 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.cost_usd !== undefined){
let data28 = data22.cost_usd;
const _errs60 = errors;
if(errors === _errs60){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs60 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.temperature !== undefined){
let data29 = data22.temperature;
const _errs62 = errors;
if(errors === _errs62){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid7 = _errs62 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data22.finish_reason !== undefined){
let data30 = data22.finish_reason;
const _errs64 = errors;
if(errors === _errs64){
if(typeof data30 === "string"){
if(!func6(data30, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate72.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs64){
if(Array.isArray(data30)){
if(!func6(data30, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs64){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(!func6(data30, 128)){
validate72.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid7 = _errs64 === errors;
}
else {
var valid7 = true;
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
validate72.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs47 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key2 in data){
if((((((((((((((((key2 !== "behavior") && (key2 !== "prompt")) && (key2 !== "inputs")) && (key2 !== "output_payload")) && (key2 !== "model_invocation")) && (key2 !== "agent_id")) && (key2 !== "session_id")) && (key2 !== "record_id")) && (key2 !== "schema_version")) && (key2 !== "client_ts_utc")) && (key2 !== "server_ts_utc")) && (key2 !== "notes")) && (key2 !== "tags")) && (key2 !== "parent_record_id")) && (key2 !== "upstream_record_id")) && (key2 !== "input_record_id")){
validate72.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema33 = {"description":"The terminal action of a decision cycle; at most one per session.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"properties":{"behavior":{"const":"Acting"},"action_type":{"type":"string","x-max-bytes":256},"target_system":{"description":"System acted upon; public chains are listed in PublicChain.","type":"string","x-max-bytes":256},"action_summary":{"type":"string","x-max-bytes":2048},"parameters":{"description":"Free-form parameters of the action.","type":"object","additionalProperties":true,"x-max-bytes":16384},"dry_run":{"type":"boolean"},"execution_status":{"type":"string","enum":["pending","submitted","confirmed","failed","reverted","cancelled","simulated","other"]},"execution_id":{"description":"Transaction hash or other execution reference.","type":"string","minLength":1,"x-max-bytes":256}},"if":{"required":["target_system","execution_status"],"properties":{"target_system":{"description":"`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).","type":"string","pattern":"^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"},"execution_status":{"const":"confirmed"}}},"then":{"required":["execution_id"]},"unevaluatedProperties":false};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate73.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate73.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate73.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate73.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate73.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate73.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate73.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate73.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate73.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate73.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema33.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate73.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate73.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate73.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate73.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate73.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate73.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate73.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate73.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate73.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate73.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate73.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate73.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate73.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate73.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate73.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate73.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate73.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate73.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate73.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate73.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs31 = errors;
let valid4 = true;
const _errs32 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.target_system === undefined) && (missing1 = "target_system")) || ((data.execution_status === undefined) && (missing1 = "execution_status"))){
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
let data14 = data.target_system;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if(!pattern23.test(data14)){
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
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.execution_status !== undefined){
const _errs35 = errors;
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
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
}
}
}
var _valid0 = _errs32 === errors;
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs36 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.execution_id === undefined) && (missing2 = "execution_id")){
validate73.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
}
var _valid0 = _errs36 === errors;
valid4 = _valid0;
}
if(!valid4){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate73.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs37 = errors;
if("Acting" !== data.behavior){
validate73.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Acting"},message:"must be equal to constant"}];
return false;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.action_type !== undefined){
let data17 = data.action_type;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data17 === "string"){
if(!func6(data17, 256)){
validate73.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs38){
if(Array.isArray(data17)){
if(!func6(data17, 256)){
validate73.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs38){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(!func6(data17, 256)){
validate73.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs38 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.target_system !== undefined){
let data18 = data.target_system;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data18 === "string"){
if(!func6(data18, 256)){
validate73.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs40){
if(Array.isArray(data18)){
if(!func6(data18, 256)){
validate73.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs40){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(!func6(data18, 256)){
validate73.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.action_summary !== undefined){
let data19 = data.action_summary;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(!func6(data19, 2048)){
validate73.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs42){
if(Array.isArray(data19)){
if(!func6(data19, 2048)){
validate73.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 2048)){
validate73.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/properties/action_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.parameters !== undefined){
let data20 = data.parameters;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data20 === "string"){
if(!func6(data20, 16384)){
validate73.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(Array.isArray(data20)){
if(!func6(data20, 16384)){
validate73.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs44){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 16384)){
validate73.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate73.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid6 = _errs44 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.dry_run !== undefined){
const _errs47 = errors;
if(typeof data.dry_run !== "boolean"){
validate73.errors = [{instancePath:instancePath+"/dry_run",schemaPath:"#/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid6 = _errs47 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.execution_status !== undefined){
let data22 = data.execution_status;
const _errs49 = errors;
if(typeof data22 !== "string"){
validate73.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data22 === "pending") || (data22 === "submitted")) || (data22 === "confirmed")) || (data22 === "failed")) || (data22 === "reverted")) || (data22 === "cancelled")) || (data22 === "simulated")) || (data22 === "other"))){
validate73.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/enum",keyword:"enum",params:{allowedValues: schema33.properties.execution_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.execution_id !== undefined){
let data23 = data.execution_id;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data23 === "string"){
if(data23.length < 1 || (data23.length < 2 * 1 && func11(data23) < 1)){
validate73.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data23, 256)){
validate73.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs51){
if(Array.isArray(data23)){
if(!func6(data23, 256)){
validate73.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs51){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 256)){
validate73.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
for(const key0 in data){
if(((((((((((((((((((key0 !== "behavior") && (key0 !== "action_type")) && (key0 !== "target_system")) && (key0 !== "action_summary")) && (key0 !== "parameters")) && (key0 !== "dry_run")) && (key0 !== "execution_status")) && (key0 !== "execution_id")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate73.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema34 = {"description":"A look back at a cycle; may join a session after its Acting record.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"properties":{"behavior":{"const":"Reflecting"},"reflection":{"type":"string","x-max-bytes":16384},"outcome":{"type":"string","enum":["success","partial","failure","unknown"]},"lessons":{"type":"array","maxItems":32,"items":{"type":"string","x-max-bytes":2048}},"score":{"description":"Self-assessed quality, 0 to 1.","type":"number","minimum":0,"maximum":1},"model_invocation":{"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}}},"unevaluatedProperties":false};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate74.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate74.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate74.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate74.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate74.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate74.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate74.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate74.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate74.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate74.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema34.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate74.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate74.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate74.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate74.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate74.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate74.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate74.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate74.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate74.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate74.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate74.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate74.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate74.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate74.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate74.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate74.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate74.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate74.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate74.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate74.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs31 = errors;
if("Reflecting" !== data.behavior){
validate74.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Reflecting"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.reflection !== undefined){
let data15 = data.reflection;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 16384)){
validate74.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 16384)){
validate74.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 16384)){
validate74.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/properties/reflection/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
if(valid4){
if(data.outcome !== undefined){
let data16 = data.outcome;
const _errs34 = errors;
if(typeof data16 !== "string"){
validate74.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data16 === "success") || (data16 === "partial")) || (data16 === "failure")) || (data16 === "unknown"))){
validate74.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema34.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.lessons !== undefined){
let data17 = data.lessons;
const _errs36 = errors;
if(errors === _errs36){
if(Array.isArray(data17)){
if(data17.length > 32){
validate74.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid5 = true;
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
const _errs38 = errors;
if(errors === _errs38){
if(typeof data18 === "string"){
if(!func6(data18, 2048)){
validate74.errors = [{instancePath:instancePath+"/lessons/" + i2,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/lessons/" + i2,schemaPath:"#/properties/lessons/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs38){
if(Array.isArray(data18)){
if(!func6(data18, 2048)){
validate74.errors = [{instancePath:instancePath+"/lessons/" + i2,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs38){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(!func6(data18, 2048)){
validate74.errors = [{instancePath:instancePath+"/lessons/" + i2,schemaPath:"#/properties/lessons/items/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs38 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.score !== undefined){
let data19 = data.score;
const _errs40 = errors;
if(errors === _errs40){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 1 || isNaN(data19)){
validate74.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data19 < 0 || isNaN(data19)){
validate74.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs40 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.model_invocation !== undefined){
let data20 = data.model_invocation;
const _errs42 = errors;
if(errors === _errs42){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing1;
if(((data20.provider === undefined) && (missing1 = "provider")) || ((data20.model_name === undefined) && (missing1 = "model_name"))){
validate74.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs44 = errors;
for(const key0 in data20){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate74.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs44 === errors){
if(data20.provider !== undefined){
let data21 = data20.provider;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs45){
if(Array.isArray(data21)){
if(!func6(data21, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs45){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/properties/model_invocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.model_name !== undefined){
let data22 = data20.model_name;
const _errs47 = errors;
if(errors === _errs47){
if(typeof data22 === "string"){
if(data22.length < 1 || (data22.length < 2 * 1 && func11(data22) < 1)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data22, 256)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs47){
if(Array.isArray(data22)){
if(!func6(data22, 256)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs47){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(!func6(data22, 256)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/properties/model_invocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs47 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.model_version !== undefined){
let data23 = data20.model_version;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(!func6(data23, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs49){
if(Array.isArray(data23)){
if(!func6(data23, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs49){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(!func6(data23, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/properties/model_invocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs49 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.tokens_in !== undefined){
let data24 = data20.tokens_in;
const _errs51 = errors;
if(errors === _errs51){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/properties/model_invocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs51 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.tokens_out !== undefined){
let data25 = data20.tokens_out;
const _errs53 = errors;
if(errors === _errs53){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/properties/model_invocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs53 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.cost_usd !== undefined){
let data26 = data20.cost_usd;
const _errs55 = errors;
if(errors === _errs55){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/properties/model_invocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs55 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.temperature !== undefined){
let data27 = data20.temperature;
const _errs57 = errors;
if(errors === _errs57){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/properties/model_invocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs57 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.finish_reason !== undefined){
let data28 = data20.finish_reason;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data28 === "string"){
if(!func6(data28, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate74.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs59){
if(Array.isArray(data28)){
if(!func6(data28, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs59){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(!func6(data28, 128)){
validate74.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/properties/model_invocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs59 === errors;
}
else {
var valid6 = true;
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
validate74.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/properties/model_invocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs42 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key1 in data){
if(((((((((((((((((key1 !== "behavior") && (key1 !== "reflection")) && (key1 !== "outcome")) && (key1 !== "lessons")) && (key1 !== "score")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
validate74.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema35 = {"description":"A call to a tool and its result.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"properties":{"behavior":{"const":"ToolCalling"},"tool_meta":{"description":"Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.","type":"object","x-max-bytes":16384,"additionalProperties":true,"properties":{"tool_id":{"type":"string","x-max-bytes":256},"category":{"type":"string","enum":["search","retrieval","code_execution","http_api","database","file_system","blockchain","messaging","calculation","other"]},"endpoint":{"type":"string","x-max-bytes":2048}}},"description":{"type":"string","x-max-bytes":2048},"input_payload":{"type":"string","x-max-bytes":16384},"output_payload":{"type":"string","x-max-bytes":32768},"success":{"type":"boolean"}},"unevaluatedProperties":false};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate75.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate75.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate75.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate75.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate75.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate75.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate75.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate75.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate75.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate75.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema35.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate75.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate75.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate75.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate75.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate75.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate75.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate75.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate75.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate75.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate75.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate75.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate75.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate75.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate75.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate75.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate75.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate75.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate75.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate75.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate75.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs31 = errors;
if("ToolCalling" !== data.behavior){
validate75.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "ToolCalling"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.tool_meta !== undefined){
let data15 = data.tool_meta;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 16384)){
validate75.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 16384)){
validate75.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.tool_id !== undefined){
let data16 = data15.tool_id;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(!func6(data16, 256)){
validate75.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs35){
if(Array.isArray(data16)){
if(!func6(data16, 256)){
validate75.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(!func6(data16, 256)){
validate75.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/properties/tool_meta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data15.category !== undefined){
let data17 = data15.category;
const _errs37 = errors;
if(typeof data17 !== "string"){
validate75.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data17 === "search") || (data17 === "retrieval")) || (data17 === "code_execution")) || (data17 === "http_api")) || (data17 === "database")) || (data17 === "file_system")) || (data17 === "blockchain")) || (data17 === "messaging")) || (data17 === "calculation")) || (data17 === "other"))){
validate75.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/properties/tool_meta/properties/category/enum",keyword:"enum",params:{allowedValues: schema35.properties.tool_meta.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data15.endpoint !== undefined){
let data18 = data15.endpoint;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data18 === "string"){
if(!func6(data18, 2048)){
validate75.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs39){
if(Array.isArray(data18)){
if(!func6(data18, 2048)){
validate75.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(!func6(data18, 2048)){
validate75.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/properties/tool_meta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(!func6(data15, 16384)){
validate75.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/properties/tool_meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.description !== undefined){
let data19 = data.description;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data19 === "string"){
if(!func6(data19, 2048)){
validate75.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs41){
if(Array.isArray(data19)){
if(!func6(data19, 2048)){
validate75.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs41){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 2048)){
validate75.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs41 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.input_payload !== undefined){
let data20 = data.input_payload;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data20 === "string"){
if(!func6(data20, 16384)){
validate75.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs43){
if(Array.isArray(data20)){
if(!func6(data20, 16384)){
validate75.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 16384)){
validate75.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs43 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.output_payload !== undefined){
let data21 = data.output_payload;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(!func6(data21, 32768)){
validate75.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs45){
if(Array.isArray(data21)){
if(!func6(data21, 32768)){
validate75.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs45){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 32768)){
validate75.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs45 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.success !== undefined){
const _errs47 = errors;
if(typeof data.success !== "boolean"){
validate75.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs47 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key0 in data){
if(((((((((((((((((key0 !== "behavior") && (key0 !== "tool_meta")) && (key0 !== "description")) && (key0 !== "input_payload")) && (key0 !== "output_payload")) && (key0 !== "success")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate75.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"description":"A step that fits no other kind.","type":"object","allOf":[{"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256},"behavior":{"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]},"record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"schema_version":{"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64}},"parent_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}},"input_record_id":{"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]}}}],"properties":{"behavior":{"const":"Other"},"label":{"description":"Names the custom step.","type":"string","x-max-bytes":256},"description":{"type":"string","x-max-bytes":2048},"data":{"description":"Free-form payload of the step.","type":"object","additionalProperties":true,"x-max-bytes":16384}},"unevaluatedProperties":false};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.behavior === undefined) && (missing0 = "behavior"))) || ((data.record_id === undefined) && (missing0 = "record_id"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.client_ts_utc === undefined) && (missing0 = "client_ts_utc"))){
validate76.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate76.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate76.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate76.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/allOf/0/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate76.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate76.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate76.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate76.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/allOf/0/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate76.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate76.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/allOf/0/properties/behavior/enum",keyword:"enum",params:{allowedValues: schema36.allOf[0].properties.behavior.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
validate76.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/allOf/0/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate76.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate76.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate76.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate76.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/allOf/0/properties/schema_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate76.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate76.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate76.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/allOf/0/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate76.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/allOf/0/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate76.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate76.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate76.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/allOf/0/properties/notes/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 32){
validate76.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate76.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate76.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/allOf/0/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/allOf/0/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
validate76.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/allOf/0/properties/parent_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 64){
validate76.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(!pattern3.test(data12)){
validate76.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/allOf/0/properties/upstream_record_id/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/allOf/0/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
validate76.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/allOf/0/properties/input_record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
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
validate76.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs31 = errors;
if("Other" !== data.behavior){
validate76.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Other"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.label !== undefined){
let data15 = data.label;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(!func6(data15, 256)){
validate76.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data15)){
if(!func6(data15, 256)){
validate76.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs32){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 256)){
validate76.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(valid4){
if(data.description !== undefined){
let data16 = data.description;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data16 === "string"){
if(!func6(data16, 2048)){
validate76.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs34){
if(Array.isArray(data16)){
if(!func6(data16, 2048)){
validate76.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs34){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(!func6(data16, 2048)){
validate76.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.data !== undefined){
let data17 = data.data;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data17 === "string"){
if(!func6(data17, 16384)){
validate76.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs36){
if(Array.isArray(data17)){
if(!func6(data17, 16384)){
validate76.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs36){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(!func6(data17, 16384)){
validate76.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key0 in data){
if(((((((((((((((key0 !== "behavior") && (key0 !== "label")) && (key0 !== "description")) && (key0 !== "data")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate76.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const scan0 = func1(data, 64, true, true, obj1);
if(scan0 === -1){
validate69.errors = [{instancePath,schemaPath:"#/x-max-depth",keyword:"x-max-depth",params:{limit: 64},message:"must NOT nest arrays and objects more than 64 levels deep"}];
return false;
}
else {
if(scan0 === -2){
validate69.errors = [{instancePath,schemaPath:"#/x-finite-numbers",keyword:"x-finite-numbers",params:{pointer: func2(data, func3, false)},message:"must be a finite number"}];
return false;
}
else {
if(scan0 === -3){
validate69.errors = [{instancePath,schemaPath:"#/x-storable-text",keyword:"x-storable-text",params:{pointer: func2(data, func5, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
}
}
if(errors === 0){
if(typeof data === "string"){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate69.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate69.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.behavior === undefined) && (missing0 = "behavior")){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
let valid0 = false;
const tag0 = data.behavior;
if(typeof tag0 == "string"){
if(tag0 === "Observing"){
const _errs2 = errors;
if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
var props0 = true;
valid0 = valid1;
}
else if(tag0 === "Planning"){
const _errs3 = errors;
if(!(validate71(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
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
if(!(validate72(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
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
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
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
if(!(validate74(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
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
if(!(validate75(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
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
if(!(validate76(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid7 = _errs8 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid7;
}
else {
validate69.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "behavior", tagValue: tag0},message:"value of tag \"behavior\" must be in oneOf"}];
return false;
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "behavior", tagValue: tag0},message:"tag \"behavior\" must be string"}];
return false;
}
if(valid0){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate69.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
validate69.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate69.evaluated = {"dynamicProps":true,"dynamicItems":false};

