// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/* eslint-disable */

export const validateRecord = validate21;
const schema32 = {"title":"TraceRecord","description":"One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. `x-schema-version` is the version this file defines (the SDKs stamp it); `x-supported-versions` lists every version the service accepts, each `{ version, status: current | supported | deprecated, deprecated?: date, sunset?: date }` (a deprecated version names its sunset); every released version is frozen in schema/versions/<version>/. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.","type":"object","x-max-bytes":65536,"x-max-depth":64,"x-finite-numbers":true,"x-storable-text":true,"required":["behavior"],"discriminator":{"propertyName":"behavior"},"oneOf":[{"$ref":"#/$defs/ObservingRecord"},{"$ref":"#/$defs/PlanningRecord"},{"$ref":"#/$defs/ThinkingRecord"},{"$ref":"#/$defs/ActingRecord"},{"$ref":"#/$defs/ReflectingRecord"},{"$ref":"#/$defs/ToolCallingRecord"},{"$ref":"#/$defs/OtherRecord"}]};
const func1 = (function(){function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5};function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))};return function scanWide(value,maxDepth,finite,storable){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}})();
const func2 = (function(){;return function locate(value,test,names=true){let flagged=value===null||typeof value!=="object"?test(value):false;const scan=flagged||value===null||typeof value!=="object"?[]:[value];while(scan.length>0&&!flagged){const v=scan.pop();if(Array.isArray(v)){for(let i=0;i<v.length&&!flagged;i++){const member=v[i];if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}else{const keys=Object.keys(v);for(let i=0;i<keys.length&&!flagged;i++){const member=v[keys[i]];if(names&&test(keys[i]))flagged=true;else if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}}if(!flagged)return null;const values=[value];const pointers=[""];while(values.length>0){const v=values.pop();const pointer=pointers.pop();if(v===null||typeof v!=="object"){if(test(v))return pointer;continue}const keys=Array.isArray(v)?Object.keys(v):Object.keys(v).sort();for(let i=keys.length-1;i>=0;i--){const name=keys[i];const at=`${pointer}/${name.replace(/~/g,"~0").replace(/\//g,"~1")}`;values.push(v[name]);pointers.push(at);if(names&&!Array.isArray(v)){values.push(name);pointers.push(at)}}}return null}})();
const func3 = (function(){;return function isNonFiniteNumber(leaf){return typeof leaf==="number"&&!Number.isFinite(leaf)}})();
const func5 = (function(){;return function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}})();
const func6 = (function(){function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n};function jsonStringLength(s){let n=2;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c>=32&&c<128)n+=c===34||c===92?2:1;else if(c<32)n+=c===8||c===9||c===10||c===12||c===13?2:6;else if(c<2048)n+=2;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=4;i++}else if(c>=55296&&c<=57343)n+=6;else n+=3}return n};function jsonSize(value,max,exact){let total=0;const stack=[value];while(stack.length>0&&total<=max){const v=stack.pop();if(typeof v==="string")total+=exact?jsonStringLength(v):v.length*6+2;else if(typeof v==="number")total+=!Number.isFinite(v)?4:exact?String(v).length:25;else if(typeof v==="boolean")total+=v?4:5;else if(v===null||typeof v!=="object")total+=4;else if(Array.isArray(v)){total+=v.length===0?2:v.length+1;for(let i=0;i<v.length;i++)stack.push(v[i])}else{let members=0;for(const name of Object.keys(v)){const member=v[name];if(member===void 0)continue;members++;total+=(exact?jsonStringLength(name):name.length*6+2)+1;stack.push(member)}total+=members===0?2:members+1}}return total};return function fitsBytes(value,max){if(typeof value==="string")return value.length*3<=max||value.length<=max&&utf8Length(value)<=max;return jsonSize(value,max,false)<=max||jsonSize(value,max,true)<=max}})();
const schema33 = {"description":"The agent perceived a trigger.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Observing"},"trigger_source":{"type":"string","x-max-bytes":256},"trigger_type":{"type":"string","enum":["user_message","agent_message","tool_result","schedule","webhook","market_data","chain_event","system","other"]},"trigger_description":{"$ref":"#/$defs/ShortText"},"trigger_payload_summary":{"type":"string","x-max-bytes":4096}},"unevaluatedProperties":false};
const schema39 = {"type":"string","x-max-bytes":2048};
const schema34 = {"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"$ref":"#/$defs/SessionId"},"behavior":{"$ref":"#/$defs/Behavior"},"record_id":{"$ref":"#/$defs/RecordId"},"schema_version":{"$ref":"#/$defs/SchemaVersion"},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"$ref":"#/$defs/ShortText"},"tags":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/Tag"}},"parent_record_id":{"description":"A stored record of the same agent this record derives from.","$ref":"#/$defs/RecordId"},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"$ref":"#/$defs/RecordId"}},"input_record_id":{"description":"A record whose output this record consumed (not required to resolve).","$ref":"#/$defs/RecordId"},"duration_ms":{"description":"How long the step took, in milliseconds (schema 1.1).","type":"integer","minimum":0,"maximum":9007199254740991},"attachments":{"description":"Content stored as blobs that belongs to this record (schema 1.1).","type":"array","maxItems":16,"items":{"$ref":"#/$defs/ContentRef"}}}};
const schema35 = {"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256};
const schema36 = {"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]};
const schema37 = {"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]};
const schema38 = {"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32};
const schema40 = {"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64};
const schema44 = {"description":"A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).","type":"object","required":["digest","size_bytes","media_type","uri"],"additionalProperties":false,"properties":{"digest":{"description":"`sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"},"size_bytes":{"description":"Length of the content in bytes.","type":"integer","minimum":0,"maximum":9007199254740991},"media_type":{"description":"The content's media type, e.g. `text/plain; charset=utf-8`.","type":"string","minLength":1,"x-max-bytes":256},"uri":{"description":"Where the bytes can be fetched, e.g. the blob endpoint of the service.","type":"string","minLength":1,"x-max-bytes":2048},"field":{"description":"The record field whose full content this blob holds, e.g. `output_payload`.","type":"string","minLength":1,"x-max-bytes":256}}};
const func11 = (function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n});
const pattern4 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");
const pattern8 = new RegExp("^sha256:[0-9a-f]{64}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
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
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate23.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate23.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate23.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate23.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate23.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate23.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate23.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
const _errs6 = errors;
if(typeof data2 !== "string"){
validate23.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/$defs/Behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate23.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/$defs/Behavior/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
validate23.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate23.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate23.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate23.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate23.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate23.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate23.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate23.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
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
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate23.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate23.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs20){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate23.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate23.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data8)){
if(data8.length > 32){
validate23.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate23.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate23.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs24 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
validate23.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data11)){
if(data11.length > 64){
validate23.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid9 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
validate23.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs32 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
validate23.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration_ms !== undefined){
let data14 = data.duration_ms;
const _errs38 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate23.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs38){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate23.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data14 < 0 || isNaN(data14)){
validate23.errors = [{instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attachments !== undefined){
let data15 = data.attachments;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data15)){
if(data15.length > 16){
validate23.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
var valid12 = true;
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
const _errs42 = errors;
const _errs43 = errors;
if(errors === _errs43){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if(((((data16.digest === undefined) && (missing1 = "digest")) || ((data16.size_bytes === undefined) && (missing1 = "size_bytes"))) || ((data16.media_type === undefined) && (missing1 = "media_type"))) || ((data16.uri === undefined) && (missing1 = "uri"))){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/$defs/ContentRef/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs45 = errors;
for(const key0 in data16){
if(!(((((key0 === "digest") || (key0 === "size_bytes")) || (key0 === "media_type")) || (key0 === "uri")) || (key0 === "field"))){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/$defs/ContentRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs45 === errors){
if(data16.digest !== undefined){
let data17 = data16.digest;
const _errs46 = errors;
if(errors === _errs46){
if(typeof data17 === "string"){
if(!pattern8.test(data17)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/$defs/ContentRef/properties/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/digest",schemaPath:"#/$defs/ContentRef/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid14 = _errs46 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data16.size_bytes !== undefined){
let data18 = data16.size_bytes;
const _errs48 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/$defs/ContentRef/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs48){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9007199254740991 || isNaN(data18)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/$defs/ContentRef/properties/size_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data18 < 0 || isNaN(data18)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/size_bytes",schemaPath:"#/$defs/ContentRef/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid14 = _errs48 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data16.media_type !== undefined){
let data19 = data16.media_type;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data19 === "string"){
if(data19.length < 1 || (data19.length < 2 * 1 && func11(data19) < 1)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/$defs/ContentRef/properties/media_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data19, 256)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/$defs/ContentRef/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/$defs/ContentRef/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs50){
if(Array.isArray(data19)){
if(!func6(data19, 256)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/$defs/ContentRef/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs50){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(!func6(data19, 256)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/media_type",schemaPath:"#/$defs/ContentRef/properties/media_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid14 = _errs50 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data16.uri !== undefined){
let data20 = data16.uri;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data20 === "string"){
if(data20.length < 1 || (data20.length < 2 * 1 && func11(data20) < 1)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/$defs/ContentRef/properties/uri/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data20, 2048)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/$defs/ContentRef/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/$defs/ContentRef/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs52){
if(Array.isArray(data20)){
if(!func6(data20, 2048)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/$defs/ContentRef/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs52){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(!func6(data20, 2048)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/uri",schemaPath:"#/$defs/ContentRef/properties/uri/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid14 = _errs52 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data16.field !== undefined){
let data21 = data16.field;
const _errs54 = errors;
if(errors === _errs54){
if(typeof data21 === "string"){
if(data21.length < 1 || (data21.length < 2 * 1 && func11(data21) < 1)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/$defs/ContentRef/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data21, 256)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/$defs/ContentRef/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/$defs/ContentRef/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs54){
if(Array.isArray(data21)){
if(!func6(data21, 256)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/$defs/ContentRef/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs54){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(!func6(data21, 256)){
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2+"/field",schemaPath:"#/$defs/ContentRef/properties/field/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid14 = _errs54 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/attachments/" + i2,schemaPath:"#/$defs/ContentRef/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid12 = _errs42 === errors;
if(!valid12){
break;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs40 === errors;
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"agent_id":true,"session_id":true,"behavior":true,"record_id":true,"schema_version":true,"client_ts_utc":true,"server_ts_utc":true,"notes":true,"tags":true,"parent_record_id":true,"upstream_record_id":true,"input_record_id":true,"duration_ms":true,"attachments":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Observing" !== data.behavior){
validate22.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Observing"},message:"must be equal to constant"}];
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
validate22.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate22.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate22.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
validate22.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "user_message") || (data2 === "agent_message")) || (data2 === "tool_result")) || (data2 === "schedule")) || (data2 === "webhook")) || (data2 === "market_data")) || (data2 === "chain_event")) || (data2 === "system")) || (data2 === "other"))){
validate22.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/enum",keyword:"enum",params:{allowedValues: schema33.properties.trigger_type.enum},message:"must be equal to one of the allowed values"}];
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
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate22.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate22.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate22.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!func6(data4, 4096)){
validate22.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data4)){
if(!func6(data4, 4096)){
validate22.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 4096)){
validate22.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if((((((((((((((((((key0 !== "behavior") && (key0 !== "trigger_source")) && (key0 !== "trigger_type")) && (key0 !== "trigger_description")) && (key0 !== "trigger_payload_summary")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate22.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"description":"The agent decided what to do next.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Planning"},"goal":{"type":"string","x-max-bytes":4096},"plan_steps":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/ShortText"}},"rationale":{"$ref":"#/$defs/LongText"},"alternatives_considered":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/ShortText"}},"model_invocation":{"$ref":"#/$defs/ModelInvocation"}},"unevaluatedProperties":false};
const schema48 = {"type":"string","x-max-bytes":16384};
const schema50 = {"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Planning" !== data.behavior){
validate25.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Planning"},message:"must be equal to constant"}];
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
validate25.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 4096)){
validate25.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 4096)){
validate25.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
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
validate25.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate25.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate25.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate25.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
validate25.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 16384)){
validate25.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 16384)){
validate25.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 16384)){
validate25.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.alternatives_considered !== undefined){
let data5 = data.alternatives_considered;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
if(data5.length > 32){
validate25.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!func6(data6, 2048)){
validate25.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data6)){
if(!func6(data6, 2048)){
validate25.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 2048)){
validate25.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs15 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data7 = data.model_invocation;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if(((data7.provider === undefined) && (missing0 = "provider")) || ((data7.model_name === undefined) && (missing0 = "model_name"))){
validate25.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs21 = errors;
for(const key0 in data7){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate25.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs21 === errors){
if(data7.provider !== undefined){
let data8 = data7.provider;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data8)){
if(!func6(data8, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs22){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs22 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.model_name !== undefined){
let data9 = data7.model_name;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs24){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs24 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.model_version !== undefined){
let data10 = data7.model_version;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data10 === "string"){
if(!func6(data10, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs26){
if(Array.isArray(data10)){
if(!func6(data10, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs26){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(!func6(data10, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs26 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.tokens_in !== undefined){
let data11 = data7.tokens_in;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs28 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.tokens_out !== undefined){
let data12 = data7.tokens_out;
const _errs30 = errors;
if(errors === _errs30){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs30 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.cost_usd !== undefined){
let data13 = data7.cost_usd;
const _errs32 = errors;
if(errors === _errs32){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.temperature !== undefined){
let data14 = data7.temperature;
const _errs34 = errors;
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.finish_reason !== undefined){
let data15 = data7.finish_reason;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data15 === "string"){
if(!func6(data15, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs36){
if(Array.isArray(data15)){
if(!func6(data15, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs36){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 128)){
validate25.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs36 === errors;
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
validate25.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if(((((((((((((((((((key1 !== "behavior") && (key1 !== "goal")) && (key1 !== "plan_steps")) && (key1 !== "rationale")) && (key1 !== "alternatives_considered")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate25.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema51 = {"description":"A model call: prompt in, output out.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"required":["prompt","output_payload"],"properties":{"behavior":{"const":"Thinking"},"prompt":{"type":"string","minLength":1,"x-max-bytes":16384},"inputs":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/ThinkingInput"}},"output_payload":{"type":"string","minLength":1,"x-max-bytes":32768},"model_invocation":{"$ref":"#/$defs/ModelInvocation"}},"unevaluatedProperties":false};
const schema52 = {"description":"One input the model saw.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["record","message","document","tool_output","memory","other"]},"ref":{"description":"A record id, URI or other locator of the input.","type":"string","x-max-bytes":2048},"summary":{"$ref":"#/$defs/ShortText"}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "ref")) || (key0 === "summary"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate29.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data0 === "record") || (data0 === "message")) || (data0 === "document")) || (data0 === "tool_output")) || (data0 === "memory")) || (data0 === "other"))){
validate29.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema52.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ref !== undefined){
let data1 = data.ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func6(data1, 2048)){
validate29.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 2048)){
validate29.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 2048)){
validate29.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data2 = data.summary;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!func6(data2, 2048)){
validate29.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate29.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data2)){
if(!func6(data2, 2048)){
validate29.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 2048)){
validate29.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.prompt === undefined) && (missing0 = "prompt")) || ((data.output_payload === undefined) && (missing0 = "output_payload"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs2 = errors;
if("Thinking" !== data.behavior){
validate27.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Thinking"},message:"must be equal to constant"}];
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
validate27.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 16384)){
validate27.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate27.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate27.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
validate27.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate29(data2[i0], {instancePath:instancePath+"/inputs/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
let data4 = data.output_payload;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate27.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32768)){
validate27.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data4)){
if(!func6(data4, 32768)){
validate27.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32768)){
validate27.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data5 = data.model_invocation;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.provider === undefined) && (missing1 = "provider")) || ((data5.model_name === undefined) && (missing1 = "model_name"))){
validate27.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key0 in data5){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate27.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data5.provider !== undefined){
let data6 = data5.provider;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length < 1 || (data6.length < 2 * 1 && func11(data6) < 1)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data6, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data6)){
if(!func6(data6, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.model_name !== undefined){
let data7 = data5.model_name;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 256)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 256)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 256)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.model_version !== undefined){
let data8 = data5.model_version;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(!func6(data8, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data8)){
if(!func6(data8, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data5.tokens_in !== undefined){
let data9 = data5.tokens_in;
const _errs20 = errors;
if(errors === _errs20){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.tokens_out !== undefined){
let data10 = data5.tokens_out;
const _errs22 = errors;
if(errors === _errs22){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.cost_usd !== undefined){
let data11 = data5.cost_usd;
const _errs24 = errors;
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.temperature !== undefined){
let data12 = data5.temperature;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.finish_reason !== undefined){
let data13 = data5.finish_reason;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(!func6(data13, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs28){
if(Array.isArray(data13)){
if(!func6(data13, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs28){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(!func6(data13, 128)){
validate27.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs28 === errors;
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
validate27.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if((((((((((((((((((key1 !== "behavior") && (key1 !== "prompt")) && (key1 !== "inputs")) && (key1 !== "output_payload")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate27.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema55 = {"description":"The terminal action of a decision cycle; at most one per session.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Acting"},"action_type":{"type":"string","x-max-bytes":256},"target_system":{"description":"System acted upon; public chains are listed in PublicChain.","type":"string","x-max-bytes":256},"action_summary":{"$ref":"#/$defs/ShortText"},"parameters":{"description":"Free-form parameters of the action.","type":"object","additionalProperties":true,"x-max-bytes":16384},"dry_run":{"type":"boolean"},"execution_status":{"type":"string","enum":["pending","submitted","confirmed","failed","reverted","cancelled","simulated","other"]},"execution_id":{"description":"Transaction hash or other execution reference.","type":"string","minLength":1,"x-max-bytes":256}},"if":{"required":["target_system","execution_status"],"properties":{"target_system":{"$ref":"#/$defs/PublicChain"},"execution_status":{"const":"confirmed"}}},"then":{"required":["execution_id"]},"unevaluatedProperties":false};
const schema56 = {"description":"`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).","type":"string","pattern":"^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"};
const pattern9 = new RegExp("^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
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
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
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
const _errs7 = errors;
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
var valid2 = _errs7 === errors;
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
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.execution_id === undefined) && (missing1 = "execution_id")){
validate31.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
var _valid0 = _errs8 === errors;
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
validate31.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs9 = errors;
if("Acting" !== data.behavior){
validate31.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Acting"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.action_type !== undefined){
let data3 = data.action_type;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!func6(data3, 256)){
validate31.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data3)){
if(!func6(data3, 256)){
validate31.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 256)){
validate31.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.target_system !== undefined){
let data4 = data.target_system;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data4 === "string"){
if(!func6(data4, 256)){
validate31.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data4)){
if(!func6(data4, 256)){
validate31.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 256)){
validate31.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.action_summary !== undefined){
let data5 = data.action_summary;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate31.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs15){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate31.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate31.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.parameters !== undefined){
let data6 = data.parameters;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate31.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate31.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate31.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.dry_run !== undefined){
const _errs20 = errors;
if(typeof data.dry_run !== "boolean"){
validate31.errors = [{instancePath:instancePath+"/dry_run",schemaPath:"#/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.execution_status !== undefined){
let data8 = data.execution_status;
const _errs22 = errors;
if(typeof data8 !== "string"){
validate31.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data8 === "pending") || (data8 === "submitted")) || (data8 === "confirmed")) || (data8 === "failed")) || (data8 === "reverted")) || (data8 === "cancelled")) || (data8 === "simulated")) || (data8 === "other"))){
validate31.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/enum",keyword:"enum",params:{allowedValues: schema55.properties.execution_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.execution_id !== undefined){
let data9 = data.execution_id;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate31.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate31.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate31.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs24){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate31.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key0 in data){
if(((((((((((((((((((((key0 !== "behavior") && (key0 !== "action_type")) && (key0 !== "target_system")) && (key0 !== "action_summary")) && (key0 !== "parameters")) && (key0 !== "dry_run")) && (key0 !== "execution_status")) && (key0 !== "execution_id")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate31.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema58 = {"description":"A look back at a cycle; may join a session after its Acting record.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Reflecting"},"reflection":{"$ref":"#/$defs/LongText"},"outcome":{"type":"string","enum":["success","partial","failure","unknown"]},"lessons":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/ShortText"}},"score":{"description":"Self-assessed quality, 0 to 1.","type":"number","minimum":0,"maximum":1},"model_invocation":{"$ref":"#/$defs/ModelInvocation"}},"unevaluatedProperties":false};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Reflecting" !== data.behavior){
validate33.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Reflecting"},message:"must be equal to constant"}];
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
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate33.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate33.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate33.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
const _errs6 = errors;
if(typeof data2 !== "string"){
validate33.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "success") || (data2 === "partial")) || (data2 === "failure")) || (data2 === "unknown"))){
validate33.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema58.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.lessons !== undefined){
let data3 = data.lessons;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
if(data3.length > 32){
validate33.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate33.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate33.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate33.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.score !== undefined){
let data5 = data.score;
const _errs13 = errors;
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
validate33.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate33.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data6 = data.model_invocation;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if(((data6.provider === undefined) && (missing0 = "provider")) || ((data6.model_name === undefined) && (missing0 = "model_name"))){
validate33.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs18 = errors;
for(const key0 in data6){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate33.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs18 === errors){
if(data6.provider !== undefined){
let data7 = data6.provider;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs19){
if(Array.isArray(data7)){
if(!func6(data7, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs19 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.model_name !== undefined){
let data8 = data6.model_name;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 256)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs21){
if(Array.isArray(data8)){
if(!func6(data8, 256)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 256)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.model_version !== undefined){
let data9 = data6.model_version;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(!func6(data9, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs23){
if(Array.isArray(data9)){
if(!func6(data9, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.tokens_in !== undefined){
let data10 = data6.tokens_in;
const _errs25 = errors;
if(errors === _errs25){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.tokens_out !== undefined){
let data11 = data6.tokens_out;
const _errs27 = errors;
if(errors === _errs27){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.cost_usd !== undefined){
let data12 = data6.cost_usd;
const _errs29 = errors;
if(errors === _errs29){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.temperature !== undefined){
let data13 = data6.temperature;
const _errs31 = errors;
if(errors === _errs31){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.finish_reason !== undefined){
let data14 = data6.finish_reason;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if(!func6(data14, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs33){
if(Array.isArray(data14)){
if(!func6(data14, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs33){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(!func6(data14, 128)){
validate33.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs33 === errors;
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
validate33.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((((((((((((((((((key1 !== "behavior") && (key1 !== "reflection")) && (key1 !== "outcome")) && (key1 !== "lessons")) && (key1 !== "score")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")) && (key1 !== "duration_ms")) && (key1 !== "attachments")){
validate33.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema62 = {"description":"A call to a tool and its result.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"ToolCalling"},"tool_meta":{"$ref":"#/$defs/ToolMeta"},"description":{"$ref":"#/$defs/ShortText"},"input_payload":{"type":"string","x-max-bytes":16384},"output_payload":{"type":"string","x-max-bytes":32768},"success":{"type":"boolean"}},"unevaluatedProperties":false};
const schema63 = {"description":"Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.","type":"object","x-max-bytes":16384,"additionalProperties":true,"properties":{"tool_id":{"type":"string","x-max-bytes":256},"category":{"type":"string","enum":["search","retrieval","code_execution","http_api","database","file_system","blockchain","messaging","calculation","other"]},"endpoint":{"type":"string","x-max-bytes":2048}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("ToolCalling" !== data.behavior){
validate35.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "ToolCalling"},message:"must be equal to constant"}];
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
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate35.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate35.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.tool_id !== undefined){
let data2 = data1.tool_id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!func6(data2, 256)){
validate35.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data2)){
if(!func6(data2, 256)){
validate35.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 256)){
validate35.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.category !== undefined){
let data3 = data1.category;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate35.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/$defs/ToolMeta/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data3 === "search") || (data3 === "retrieval")) || (data3 === "code_execution")) || (data3 === "http_api")) || (data3 === "database")) || (data3 === "file_system")) || (data3 === "blockchain")) || (data3 === "messaging")) || (data3 === "calculation")) || (data3 === "other"))){
validate35.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/$defs/ToolMeta/properties/category/enum",keyword:"enum",params:{allowedValues: schema63.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.endpoint !== undefined){
let data4 = data1.endpoint;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate35.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate35.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate35.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
if(!func6(data1, 16384)){
validate35.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate35.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate35.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate35.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
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
if(data.input_payload !== undefined){
let data6 = data.input_payload;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate35.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate35.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate35.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
if(data.output_payload !== undefined){
let data7 = data.output_payload;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data7 === "string"){
if(!func6(data7, 32768)){
validate35.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data7)){
if(!func6(data7, 32768)){
validate35.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 32768)){
validate35.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.success !== undefined){
const _errs20 = errors;
if(typeof data.success !== "boolean"){
validate35.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs20 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((((((key0 !== "behavior") && (key0 !== "tool_meta")) && (key0 !== "description")) && (key0 !== "input_payload")) && (key0 !== "output_payload")) && (key0 !== "success")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate35.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema65 = {"description":"A step that fits no other kind.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Other"},"label":{"description":"Names the custom step.","type":"string","x-max-bytes":256},"description":{"$ref":"#/$defs/ShortText"},"data":{"description":"Free-form payload of the step.","type":"object","additionalProperties":true,"x-max-bytes":16384}},"unevaluatedProperties":false};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Other" !== data.behavior){
validate37.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Other"},message:"must be equal to constant"}];
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
validate37.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate37.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate37.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!func6(data2, 2048)){
validate37.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data2)){
if(!func6(data2, 2048)){
validate37.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 2048)){
validate37.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!func6(data3, 16384)){
validate37.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(Array.isArray(data3)){
if(!func6(data3, 16384)){
validate37.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 16384)){
validate37.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((((key0 !== "behavior") && (key0 !== "label")) && (key0 !== "description")) && (key0 !== "data")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")) && (key0 !== "duration_ms")) && (key0 !== "attachments")){
validate37.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const scan0 = func1(data, 64, true, true);
if(scan0 === -1){
validate21.errors = [{instancePath,schemaPath:"#/x-max-depth",keyword:"x-max-depth",params:{limit: 64},message:"must NOT nest arrays and objects more than 64 levels deep"}];
return false;
}
else {
if(scan0 === -2){
validate21.errors = [{instancePath,schemaPath:"#/x-finite-numbers",keyword:"x-finite-numbers",params:{pointer: func2(data, func3, false)},message:"must be a finite number"}];
return false;
}
else {
if(scan0 === -3){
validate21.errors = [{instancePath,schemaPath:"#/x-storable-text",keyword:"x-storable-text",params:{pointer: func2(data, func5, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
}
}
if(errors === 0){
if(typeof data === "string"){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate21.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate21.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.behavior === undefined) && (missing0 = "behavior")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
let valid0 = false;
const tag0 = data.behavior;
if(typeof tag0 == "string"){
if(tag0 === "Observing"){
const _errs2 = errors;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
var props0 = true;
valid0 = valid1;
}
else if(tag0 === "Planning"){
const _errs3 = errors;
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
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
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
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
if(!(validate31(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
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
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid7 = _errs8 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid7;
}
else {
validate21.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "behavior", tagValue: tag0},message:"value of tag \"behavior\" must be in oneOf"}];
return false;
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "behavior", tagValue: tag0},message:"tag \"behavior\" must be string"}];
return false;
}
if(valid0){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate21.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
validate21.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateRecord_1_0 = validate47;
const schema68 = {"title":"TraceRecord","description":"One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.","type":"object","x-max-bytes":65536,"x-max-depth":64,"x-finite-numbers":true,"x-storable-text":true,"required":["behavior"],"discriminator":{"propertyName":"behavior"},"oneOf":[{"$ref":"#/$defs/ObservingRecord"},{"$ref":"#/$defs/PlanningRecord"},{"$ref":"#/$defs/ThinkingRecord"},{"$ref":"#/$defs/ActingRecord"},{"$ref":"#/$defs/ReflectingRecord"},{"$ref":"#/$defs/ToolCallingRecord"},{"$ref":"#/$defs/OtherRecord"}]};
const schema69 = {"description":"The agent perceived a trigger.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Observing"},"trigger_source":{"type":"string","x-max-bytes":256},"trigger_type":{"type":"string","enum":["user_message","agent_message","tool_result","schedule","webhook","market_data","chain_event","system","other"]},"trigger_description":{"$ref":"#/$defs/ShortText"},"trigger_payload_summary":{"type":"string","x-max-bytes":4096}},"unevaluatedProperties":false};
const schema75 = {"type":"string","x-max-bytes":2048};
const schema70 = {"description":"Fields every record carries.","type":"object","required":["session_id","behavior","record_id","schema_version","client_ts_utc"],"properties":{"agent_id":{"description":"Set by the service from the authenticated agent; ignored when supplied.","type":"string","x-max-bytes":128},"session_id":{"$ref":"#/$defs/SessionId"},"behavior":{"$ref":"#/$defs/Behavior"},"record_id":{"$ref":"#/$defs/RecordId"},"schema_version":{"$ref":"#/$defs/SchemaVersion"},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"server_ts_utc":{"description":"Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.","type":"integer"},"notes":{"$ref":"#/$defs/ShortText"},"tags":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/Tag"}},"parent_record_id":{"description":"A stored record of the same agent this record derives from.","$ref":"#/$defs/RecordId"},"upstream_record_id":{"description":"Stored records of the same agent this record depends on.","type":"array","maxItems":64,"items":{"$ref":"#/$defs/RecordId"}},"input_record_id":{"description":"A record whose output this record consumed (not required to resolve).","$ref":"#/$defs/RecordId"}}};
const schema71 = {"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256};
const schema72 = {"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]};
const schema73 = {"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]};
const schema74 = {"description":"Version of this schema the record follows. The SDK stamps the current one.","type":"string","minLength":1,"x-max-bytes":32};
const schema76 = {"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!func6(data0, 128)){
validate49.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate49.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate49.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func11(data1) < 1)){
validate49.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate49.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate49.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate49.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
const _errs6 = errors;
if(typeof data2 !== "string"){
validate49.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/$defs/Behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate49.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/$defs/Behavior/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.record_id !== undefined){
let data3 = data.record_id;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
validate49.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data4 = data.schema_version;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate49.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32)){
validate49.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs13){
if(Array.isArray(data4)){
if(!func6(data4, 32)){
validate49.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32)){
validate49.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/$defs/SchemaVersion/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32},message:"must NOT be longer than 32 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_ts_utc !== undefined){
let data5 = data.client_ts_utc;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate49.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate49.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 <= 0 || isNaN(data5)){
validate49.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
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
if(data.server_ts_utc !== undefined){
let data6 = data.server_ts_utc;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate49.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notes !== undefined){
let data7 = data.notes;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data7 === "string"){
if(!func6(data7, 2048)){
validate49.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs20){
if(Array.isArray(data7)){
if(!func6(data7, 2048)){
validate49.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 2048)){
validate49.errors = [{instancePath:instancePath+"/notes",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data8 = data.tags;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data8)){
if(data8.length > 32){
validate49.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate49.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data9.length > 64 && func11(data9) > 64){
validate49.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs24 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent_record_id !== undefined){
let data10 = data.parent_record_id;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
validate49.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/parent_record_id",schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upstream_record_id !== undefined){
let data11 = data.upstream_record_id;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data11)){
if(data11.length > 64){
validate49.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid9 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
validate49.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/upstream_record_id/" + i1,schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs32 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/upstream_record_id",schemaPath:"#/properties/upstream_record_id/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_record_id !== undefined){
let data13 = data.input_record_id;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
validate49.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/input_record_id",schemaPath:"#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs35 === errors;
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
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"agent_id":true,"session_id":true,"behavior":true,"record_id":true,"schema_version":true,"client_ts_utc":true,"server_ts_utc":true,"notes":true,"tags":true,"parent_record_id":true,"upstream_record_id":true,"input_record_id":true},"dynamicProps":false,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Observing" !== data.behavior){
validate48.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Observing"},message:"must be equal to constant"}];
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
validate48.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate48.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate48.errors = [{instancePath:instancePath+"/trigger_source",schemaPath:"#/properties/trigger_source/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
validate48.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data2 === "user_message") || (data2 === "agent_message")) || (data2 === "tool_result")) || (data2 === "schedule")) || (data2 === "webhook")) || (data2 === "market_data")) || (data2 === "chain_event")) || (data2 === "system")) || (data2 === "other"))){
validate48.errors = [{instancePath:instancePath+"/trigger_type",schemaPath:"#/properties/trigger_type/enum",keyword:"enum",params:{allowedValues: schema69.properties.trigger_type.enum},message:"must be equal to one of the allowed values"}];
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
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate48.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate48.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate48.errors = [{instancePath:instancePath+"/trigger_description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!func6(data4, 4096)){
validate48.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data4)){
if(!func6(data4, 4096)){
validate48.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 4096)){
validate48.errors = [{instancePath:instancePath+"/trigger_payload_summary",schemaPath:"#/properties/trigger_payload_summary/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if((((((((((((((((key0 !== "behavior") && (key0 !== "trigger_source")) && (key0 !== "trigger_type")) && (key0 !== "trigger_description")) && (key0 !== "trigger_payload_summary")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate48.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema81 = {"description":"The agent decided what to do next.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Planning"},"goal":{"type":"string","x-max-bytes":4096},"plan_steps":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/ShortText"}},"rationale":{"$ref":"#/$defs/LongText"},"alternatives_considered":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/ShortText"}},"model_invocation":{"$ref":"#/$defs/ModelInvocation"}},"unevaluatedProperties":false};
const schema83 = {"type":"string","x-max-bytes":16384};
const schema85 = {"description":"The model call a record describes.","type":"object","required":["provider","model_name"],"additionalProperties":false,"properties":{"provider":{"type":"string","minLength":1,"x-max-bytes":128},"model_name":{"type":"string","minLength":1,"x-max-bytes":256},"model_version":{"type":"string","x-max-bytes":128},"tokens_in":{"type":"number","minimum":0},"tokens_out":{"type":"number","minimum":0},"cost_usd":{"type":"number","minimum":0},"temperature":{"type":"number","minimum":0},"finish_reason":{"type":"string","x-max-bytes":128}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Planning" !== data.behavior){
validate51.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Planning"},message:"must be equal to constant"}];
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
validate51.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 4096)){
validate51.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 4096)){
validate51.errors = [{instancePath:instancePath+"/goal",schemaPath:"#/properties/goal/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
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
validate51.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!func6(data3, 2048)){
validate51.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data3)){
if(!func6(data3, 2048)){
validate51.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 2048)){
validate51.errors = [{instancePath:instancePath+"/plan_steps/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
validate51.errors = [{instancePath:instancePath+"/plan_steps",schemaPath:"#/properties/plan_steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 16384)){
validate51.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 16384)){
validate51.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 16384)){
validate51.errors = [{instancePath:instancePath+"/rationale",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.alternatives_considered !== undefined){
let data5 = data.alternatives_considered;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
if(data5.length > 32){
validate51.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!func6(data6, 2048)){
validate51.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data6)){
if(!func6(data6, 2048)){
validate51.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 2048)){
validate51.errors = [{instancePath:instancePath+"/alternatives_considered/" + i1,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid5 = _errs15 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/alternatives_considered",schemaPath:"#/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data7 = data.model_invocation;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing0;
if(((data7.provider === undefined) && (missing0 = "provider")) || ((data7.model_name === undefined) && (missing0 = "model_name"))){
validate51.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs21 = errors;
for(const key0 in data7){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate51.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs21 === errors){
if(data7.provider !== undefined){
let data8 = data7.provider;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data8)){
if(!func6(data8, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs22){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs22 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.model_name !== undefined){
let data9 = data7.model_name;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs24){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs24 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.model_version !== undefined){
let data10 = data7.model_version;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data10 === "string"){
if(!func6(data10, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs26){
if(Array.isArray(data10)){
if(!func6(data10, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs26){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(!func6(data10, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs26 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.tokens_in !== undefined){
let data11 = data7.tokens_in;
const _errs28 = errors;
if(errors === _errs28){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs28 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.tokens_out !== undefined){
let data12 = data7.tokens_out;
const _errs30 = errors;
if(errors === _errs30){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs30 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.cost_usd !== undefined){
let data13 = data7.cost_usd;
const _errs32 = errors;
if(errors === _errs32){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.temperature !== undefined){
let data14 = data7.temperature;
const _errs34 = errors;
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data7.finish_reason !== undefined){
let data15 = data7.finish_reason;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data15 === "string"){
if(!func6(data15, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate51.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs36){
if(Array.isArray(data15)){
if(!func6(data15, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs36){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func6(data15, 128)){
validate51.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid8 = _errs36 === errors;
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
validate51.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if(((((((((((((((((key1 !== "behavior") && (key1 !== "goal")) && (key1 !== "plan_steps")) && (key1 !== "rationale")) && (key1 !== "alternatives_considered")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
validate51.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema86 = {"description":"A model call: prompt in, output out.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"required":["prompt","output_payload"],"properties":{"behavior":{"const":"Thinking"},"prompt":{"type":"string","minLength":1,"x-max-bytes":16384},"inputs":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/ThinkingInput"}},"output_payload":{"type":"string","minLength":1,"x-max-bytes":32768},"model_invocation":{"$ref":"#/$defs/ModelInvocation"}},"unevaluatedProperties":false};
const schema87 = {"description":"One input the model saw.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["record","message","document","tool_output","memory","other"]},"ref":{"description":"A record id, URI or other locator of the input.","type":"string","x-max-bytes":2048},"summary":{"$ref":"#/$defs/ShortText"}}};

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
if((data.kind === undefined) && (missing0 = "kind")){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "ref")) || (key0 === "summary"))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate55.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data0 === "record") || (data0 === "message")) || (data0 === "document")) || (data0 === "tool_output")) || (data0 === "memory")) || (data0 === "other"))){
validate55.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema87.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ref !== undefined){
let data1 = data.ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func6(data1, 2048)){
validate55.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 2048)){
validate55.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 2048)){
validate55.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data2 = data.summary;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!func6(data2, 2048)){
validate55.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate55.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data2)){
if(!func6(data2, 2048)){
validate55.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 2048)){
validate55.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.prompt === undefined) && (missing0 = "prompt")) || ((data.output_payload === undefined) && (missing0 = "output_payload"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.behavior !== undefined){
const _errs2 = errors;
if("Thinking" !== data.behavior){
validate53.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Thinking"},message:"must be equal to constant"}];
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
validate53.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 16384)){
validate53.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate53.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate53.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
validate53.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate55(data2[i0], {instancePath:instancePath+"/inputs/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
let data4 = data.output_payload;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func11(data4) < 1)){
validate53.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 32768)){
validate53.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data4)){
if(!func6(data4, 32768)){
validate53.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 32768)){
validate53.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data5 = data.model_invocation;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.provider === undefined) && (missing1 = "provider")) || ((data5.model_name === undefined) && (missing1 = "model_name"))){
validate53.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key0 in data5){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate53.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data5.provider !== undefined){
let data6 = data5.provider;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(data6.length < 1 || (data6.length < 2 * 1 && func11(data6) < 1)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data6, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data6)){
if(!func6(data6, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.model_name !== undefined){
let data7 = data5.model_name;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 256)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data7)){
if(!func6(data7, 256)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 256)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.model_version !== undefined){
let data8 = data5.model_version;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(!func6(data8, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data8)){
if(!func6(data8, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data5.tokens_in !== undefined){
let data9 = data5.tokens_in;
const _errs20 = errors;
if(errors === _errs20){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.tokens_out !== undefined){
let data10 = data5.tokens_out;
const _errs22 = errors;
if(errors === _errs22){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.cost_usd !== undefined){
let data11 = data5.cost_usd;
const _errs24 = errors;
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.temperature !== undefined){
let data12 = data5.temperature;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.finish_reason !== undefined){
let data13 = data5.finish_reason;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(!func6(data13, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs28){
if(Array.isArray(data13)){
if(!func6(data13, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs28){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(!func6(data13, 128)){
validate53.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs28 === errors;
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
validate53.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key1 in data){
if((((((((((((((((key1 !== "behavior") && (key1 !== "prompt")) && (key1 !== "inputs")) && (key1 !== "output_payload")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
validate53.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema90 = {"description":"The terminal action of a decision cycle; at most one per session.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Acting"},"action_type":{"type":"string","x-max-bytes":256},"target_system":{"description":"System acted upon; public chains are listed in PublicChain.","type":"string","x-max-bytes":256},"action_summary":{"$ref":"#/$defs/ShortText"},"parameters":{"description":"Free-form parameters of the action.","type":"object","additionalProperties":true,"x-max-bytes":16384},"dry_run":{"type":"boolean"},"execution_status":{"type":"string","enum":["pending","submitted","confirmed","failed","reverted","cancelled","simulated","other"]},"execution_id":{"description":"Transaction hash or other execution reference.","type":"string","minLength":1,"x-max-bytes":256}},"if":{"required":["target_system","execution_status"],"properties":{"target_system":{"$ref":"#/$defs/PublicChain"},"execution_status":{"const":"confirmed"}}},"then":{"required":["execution_id"]},"unevaluatedProperties":false};
const schema91 = {"description":"`target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).","type":"string","pattern":"^([Ee][Tt][Hh][Ee][Rr][Ee][Uu][Mm]|[Bb][Aa][Ss][Ee]|[Pp][Oo][Ll][Yy][Gg][Oo][Nn]|[Aa][Rr][Bb][Ii][Tt][Rr][Uu][Mm]|[Oo][Pp][Tt][Ii][Mm][Ii][Ss][Mm]|[Ss][Oo][Ll][Aa][Nn][Aa]|[Bb][Ii][Tt][Cc][Oo][Ii][Nn]|[Aa][Vv][Aa][Ll][Aa][Nn][Cc][Hh][Ee]|[Bb][Nn][Bb])$"};

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
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
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
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
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
const _errs7 = errors;
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
var valid2 = _errs7 === errors;
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
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.execution_id === undefined) && (missing1 = "execution_id")){
validate57.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
}
var _valid0 = _errs8 === errors;
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
validate57.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs9 = errors;
if("Acting" !== data.behavior){
validate57.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Acting"},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.action_type !== undefined){
let data3 = data.action_type;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!func6(data3, 256)){
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs10){
if(Array.isArray(data3)){
if(!func6(data3, 256)){
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 256)){
validate57.errors = [{instancePath:instancePath+"/action_type",schemaPath:"#/properties/action_type/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs10 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.target_system !== undefined){
let data4 = data.target_system;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data4 === "string"){
if(!func6(data4, 256)){
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data4)){
if(!func6(data4, 256)){
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 256)){
validate57.errors = [{instancePath:instancePath+"/target_system",schemaPath:"#/properties/target_system/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.action_summary !== undefined){
let data5 = data.action_summary;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs15){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs15){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate57.errors = [{instancePath:instancePath+"/action_summary",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.parameters !== undefined){
let data6 = data.parameters;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate57.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate57.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
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
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.dry_run !== undefined){
const _errs20 = errors;
if(typeof data.dry_run !== "boolean"){
validate57.errors = [{instancePath:instancePath+"/dry_run",schemaPath:"#/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.execution_status !== undefined){
let data8 = data.execution_status;
const _errs22 = errors;
if(typeof data8 !== "string"){
validate57.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data8 === "pending") || (data8 === "submitted")) || (data8 === "confirmed")) || (data8 === "failed")) || (data8 === "reverted")) || (data8 === "cancelled")) || (data8 === "simulated")) || (data8 === "other"))){
validate57.errors = [{instancePath:instancePath+"/execution_status",schemaPath:"#/properties/execution_status/enum",keyword:"enum",params:{allowedValues: schema90.properties.execution_status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.execution_id !== undefined){
let data9 = data.execution_id;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(data9.length < 1 || (data9.length < 2 * 1 && func11(data9) < 1)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data9, 256)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs24){
if(Array.isArray(data9)){
if(!func6(data9, 256)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs24){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 256)){
validate57.errors = [{instancePath:instancePath+"/execution_id",schemaPath:"#/properties/execution_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
for(const key0 in data){
if(((((((((((((((((((key0 !== "behavior") && (key0 !== "action_type")) && (key0 !== "target_system")) && (key0 !== "action_summary")) && (key0 !== "parameters")) && (key0 !== "dry_run")) && (key0 !== "execution_status")) && (key0 !== "execution_id")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate57.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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

const schema93 = {"description":"A look back at a cycle; may join a session after its Acting record.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Reflecting"},"reflection":{"$ref":"#/$defs/LongText"},"outcome":{"type":"string","enum":["success","partial","failure","unknown"]},"lessons":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/ShortText"}},"score":{"description":"Self-assessed quality, 0 to 1.","type":"number","minimum":0,"maximum":1},"model_invocation":{"$ref":"#/$defs/ModelInvocation"}},"unevaluatedProperties":false};

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
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Reflecting" !== data.behavior){
validate59.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Reflecting"},message:"must be equal to constant"}];
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
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate59.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate59.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 16384)){
validate59.errors = [{instancePath:instancePath+"/reflection",schemaPath:"#/$defs/LongText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
const _errs6 = errors;
if(typeof data2 !== "string"){
validate59.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "success") || (data2 === "partial")) || (data2 === "failure")) || (data2 === "unknown"))){
validate59.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema93.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.lessons !== undefined){
let data3 = data.lessons;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
if(data3.length > 32){
validate59.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate59.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate59.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate59.errors = [{instancePath:instancePath+"/lessons/" + i0,schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/lessons",schemaPath:"#/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.score !== undefined){
let data5 = data.score;
const _errs13 = errors;
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
validate59.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate59.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.model_invocation !== undefined){
let data6 = data.model_invocation;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if(((data6.provider === undefined) && (missing0 = "provider")) || ((data6.model_name === undefined) && (missing0 = "model_name"))){
validate59.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs18 = errors;
for(const key0 in data6){
if(!((((((((key0 === "provider") || (key0 === "model_name")) || (key0 === "model_version")) || (key0 === "tokens_in")) || (key0 === "tokens_out")) || (key0 === "cost_usd")) || (key0 === "temperature")) || (key0 === "finish_reason"))){
validate59.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs18 === errors){
if(data6.provider !== undefined){
let data7 = data6.provider;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data7 === "string"){
if(data7.length < 1 || (data7.length < 2 * 1 && func11(data7) < 1)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data7, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs19){
if(Array.isArray(data7)){
if(!func6(data7, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/provider",schemaPath:"#/$defs/ModelInvocation/properties/provider/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs19 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.model_name !== undefined){
let data8 = data6.model_name;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data8 === "string"){
if(data8.length < 1 || (data8.length < 2 * 1 && func11(data8) < 1)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data8, 256)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs21){
if(Array.isArray(data8)){
if(!func6(data8, 256)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs21){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(!func6(data8, 256)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_name",schemaPath:"#/$defs/ModelInvocation/properties/model_name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.model_version !== undefined){
let data9 = data6.model_version;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(!func6(data9, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs23){
if(Array.isArray(data9)){
if(!func6(data9, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(!func6(data9, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/model_version",schemaPath:"#/$defs/ModelInvocation/properties/model_version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.tokens_in !== undefined){
let data10 = data6.tokens_in;
const _errs25 = errors;
if(errors === _errs25){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_in",schemaPath:"#/$defs/ModelInvocation/properties/tokens_in/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.tokens_out !== undefined){
let data11 = data6.tokens_out;
const _errs27 = errors;
if(errors === _errs27){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/tokens_out",schemaPath:"#/$defs/ModelInvocation/properties/tokens_out/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.cost_usd !== undefined){
let data12 = data6.cost_usd;
const _errs29 = errors;
if(errors === _errs29){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/cost_usd",schemaPath:"#/$defs/ModelInvocation/properties/cost_usd/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.temperature !== undefined){
let data13 = data6.temperature;
const _errs31 = errors;
if(errors === _errs31){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/temperature",schemaPath:"#/$defs/ModelInvocation/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6.finish_reason !== undefined){
let data14 = data6.finish_reason;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if(!func6(data14, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs33){
if(Array.isArray(data14)){
if(!func6(data14, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs33){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(!func6(data14, 128)){
validate59.errors = [{instancePath:instancePath+"/model_invocation/finish_reason",schemaPath:"#/$defs/ModelInvocation/properties/finish_reason/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid6 = _errs33 === errors;
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
validate59.errors = [{instancePath:instancePath+"/model_invocation",schemaPath:"#/$defs/ModelInvocation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
if(((((((((((((((((key1 !== "behavior") && (key1 !== "reflection")) && (key1 !== "outcome")) && (key1 !== "lessons")) && (key1 !== "score")) && (key1 !== "model_invocation")) && (key1 !== "agent_id")) && (key1 !== "session_id")) && (key1 !== "record_id")) && (key1 !== "schema_version")) && (key1 !== "client_ts_utc")) && (key1 !== "server_ts_utc")) && (key1 !== "notes")) && (key1 !== "tags")) && (key1 !== "parent_record_id")) && (key1 !== "upstream_record_id")) && (key1 !== "input_record_id")){
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

const schema97 = {"description":"A call to a tool and its result.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"ToolCalling"},"tool_meta":{"$ref":"#/$defs/ToolMeta"},"description":{"$ref":"#/$defs/ShortText"},"input_payload":{"type":"string","x-max-bytes":16384},"output_payload":{"type":"string","x-max-bytes":32768},"success":{"type":"boolean"}},"unevaluatedProperties":false};
const schema98 = {"description":"Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.","type":"object","x-max-bytes":16384,"additionalProperties":true,"properties":{"tool_id":{"type":"string","x-max-bytes":256},"category":{"type":"string","enum":["search","retrieval","code_execution","http_api","database","file_system","blockchain","messaging","calculation","other"]},"endpoint":{"type":"string","x-max-bytes":2048}}};

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
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("ToolCalling" !== data.behavior){
validate61.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "ToolCalling"},message:"must be equal to constant"}];
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
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func6(data1, 16384)){
validate61.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func6(data1, 16384)){
validate61.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.tool_id !== undefined){
let data2 = data1.tool_id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!func6(data2, 256)){
validate61.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data2)){
if(!func6(data2, 256)){
validate61.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 256)){
validate61.errors = [{instancePath:instancePath+"/tool_meta/tool_id",schemaPath:"#/$defs/ToolMeta/properties/tool_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.category !== undefined){
let data3 = data1.category;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate61.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/$defs/ToolMeta/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((data3 === "search") || (data3 === "retrieval")) || (data3 === "code_execution")) || (data3 === "http_api")) || (data3 === "database")) || (data3 === "file_system")) || (data3 === "blockchain")) || (data3 === "messaging")) || (data3 === "calculation")) || (data3 === "other"))){
validate61.errors = [{instancePath:instancePath+"/tool_meta/category",schemaPath:"#/$defs/ToolMeta/properties/category/enum",keyword:"enum",params:{allowedValues: schema98.properties.category.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.endpoint !== undefined){
let data4 = data1.endpoint;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!func6(data4, 2048)){
validate61.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs11){
if(Array.isArray(data4)){
if(!func6(data4, 2048)){
validate61.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 2048)){
validate61.errors = [{instancePath:instancePath+"/tool_meta/endpoint",schemaPath:"#/$defs/ToolMeta/properties/endpoint/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
if(!func6(data1, 16384)){
validate61.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/tool_meta",schemaPath:"#/$defs/ToolMeta/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data5 === "string"){
if(!func6(data5, 2048)){
validate61.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs14){
if(Array.isArray(data5)){
if(!func6(data5, 2048)){
validate61.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func6(data5, 2048)){
validate61.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
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
if(data.input_payload !== undefined){
let data6 = data.input_payload;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(!func6(data6, 16384)){
validate61.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs16){
if(Array.isArray(data6)){
if(!func6(data6, 16384)){
validate61.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func6(data6, 16384)){
validate61.errors = [{instancePath:instancePath+"/input_payload",schemaPath:"#/properties/input_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
if(data.output_payload !== undefined){
let data7 = data.output_payload;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data7 === "string"){
if(!func6(data7, 32768)){
validate61.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
else {
validate61.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs18){
if(Array.isArray(data7)){
if(!func6(data7, 32768)){
validate61.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(!func6(data7, 32768)){
validate61.errors = [{instancePath:instancePath+"/output_payload",schemaPath:"#/properties/output_payload/x-max-bytes",keyword:"x-max-bytes",params:{limit: 32768},message:"must NOT be longer than 32768 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.success !== undefined){
const _errs20 = errors;
if(typeof data.success !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs20 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((((key0 !== "behavior") && (key0 !== "tool_meta")) && (key0 !== "description")) && (key0 !== "input_payload")) && (key0 !== "output_payload")) && (key0 !== "success")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
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
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema100 = {"description":"A step that fits no other kind.","type":"object","allOf":[{"$ref":"#/$defs/RecordCommon"}],"properties":{"behavior":{"const":"Other"},"label":{"description":"Names the custom step.","type":"string","x-max-bytes":256},"description":{"$ref":"#/$defs/ShortText"},"data":{"description":"Free-form payload of the step.","type":"object","additionalProperties":true,"x-max-bytes":16384}},"unevaluatedProperties":false};

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
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.behavior !== undefined){
const _errs2 = errors;
if("Other" !== data.behavior){
validate63.errors = [{instancePath:instancePath+"/behavior",schemaPath:"#/properties/behavior/const",keyword:"const",params:{allowedValue: "Other"},message:"must be equal to constant"}];
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
validate63.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate63.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate63.errors = [{instancePath:instancePath+"/label",schemaPath:"#/properties/label/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!func6(data2, 2048)){
validate63.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs6){
if(Array.isArray(data2)){
if(!func6(data2, 2048)){
validate63.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 2048)){
validate63.errors = [{instancePath:instancePath+"/description",schemaPath:"#/$defs/ShortText/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!func6(data3, 16384)){
validate63.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(Array.isArray(data3)){
if(!func6(data3, 16384)){
validate63.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(!func6(data3, 16384)){
validate63.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
else {
validate63.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
for(const key0 in data){
if(((((((((((((((key0 !== "behavior") && (key0 !== "label")) && (key0 !== "description")) && (key0 !== "data")) && (key0 !== "agent_id")) && (key0 !== "session_id")) && (key0 !== "record_id")) && (key0 !== "schema_version")) && (key0 !== "client_ts_utc")) && (key0 !== "server_ts_utc")) && (key0 !== "notes")) && (key0 !== "tags")) && (key0 !== "parent_record_id")) && (key0 !== "upstream_record_id")) && (key0 !== "input_record_id")){
validate63.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];
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
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const scan0 = func1(data, 64, true, true);
if(scan0 === -1){
validate47.errors = [{instancePath,schemaPath:"#/x-max-depth",keyword:"x-max-depth",params:{limit: 64},message:"must NOT nest arrays and objects more than 64 levels deep"}];
return false;
}
else {
if(scan0 === -2){
validate47.errors = [{instancePath,schemaPath:"#/x-finite-numbers",keyword:"x-finite-numbers",params:{pointer: func2(data, func3, false)},message:"must be a finite number"}];
return false;
}
else {
if(scan0 === -3){
validate47.errors = [{instancePath,schemaPath:"#/x-storable-text",keyword:"x-storable-text",params:{pointer: func2(data, func5, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
}
}
if(errors === 0){
if(typeof data === "string"){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate47.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate47.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.behavior === undefined) && (missing0 = "behavior")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
let valid0 = false;
const tag0 = data.behavior;
if(typeof tag0 == "string"){
if(tag0 === "Observing"){
const _errs2 = errors;
if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
var props0 = true;
valid0 = valid1;
}
else if(tag0 === "Planning"){
const _errs3 = errors;
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
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
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
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
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
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
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid7 = _errs8 === errors;
if(props0 !== true){
props0 = true;
}
valid0 = valid7;
}
else {
validate47.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "behavior", tagValue: tag0},message:"value of tag \"behavior\" must be in oneOf"}];
return false;
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "behavior", tagValue: tag0},message:"tag \"behavior\" must be string"}];
return false;
}
if(valid0){
if((scan0 < 0 || scan0 > 65536) && !func6(data, 65536)){
validate47.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 65536},message:"must NOT be longer than 65536 bytes (UTF-8)"}];
return false;
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
validate47.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate47.evaluated = {"dynamicProps":true,"dynamicItems":false};

