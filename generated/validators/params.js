// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/* eslint-disable */

export const createCheckpoint = validate20;
const schema31 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128}},"required":["agent_id"],"additionalProperties":false};
const func1 = (function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n});

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent_id")){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate20.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate20.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createOwner = validate21;
const schema32 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createScoreConfig = validate22;
const schema33 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const createScorer = validate23;
const schema34 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
for(const key0 in data){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const deleteBlob = validate24;
const schema35 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"digest":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest"}},"required":["agent_id","digest"],"additionalProperties":false};
const schema37 = {"description":"A blob's content address: `sha256:` and the lowercase hex of SHA-256(salt ‖ bytes), where the salt is the 32 random bytes the uploader chose (empty for public content that should de-duplicate).","type":"string","pattern":"^sha256:[0-9a-f]{64}$","x-pattern-reason":"must be sha256: followed by 64 lowercase hex digits"};
const pattern4 = new RegExp("^sha256:[0-9a-f]{64}$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.digest === undefined) && (missing0 = "digest"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "digest"))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate24.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate24.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
let data1 = data.digest;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate24.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["digest"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate24.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const deleteRecord = validate26;
const schema38 = {"type":"object","properties":{"record_id":{"type":"string","maxLength":64},"agent_id":{"type":"string","maxLength":128}},"required":["record_id","agent_id"],"additionalProperties":false};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.record_id === undefined) && (missing0 = "record_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "record_id") || (key0 === "agent_id"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.record_id !== undefined){
let data0 = data.record_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate26.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["record_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && func1(data0) > 64){
validate26.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate26.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate26.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const deleteSession = validate27;
const schema39 = {"type":"object","properties":{"session_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId"},"agent_id":{"type":"string","maxLength":128}},"required":["session_id","agent_id"],"additionalProperties":false};
const schema40 = {"description":"Groups the records of one decision cycle.","type":"string","minLength":1,"x-max-bytes":256};
const func6 = (function(){function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n};function jsonStringLength(s){let n=2;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c>=32&&c<128)n+=c===34||c===92?2:1;else if(c<32)n+=c===8||c===9||c===10||c===12||c===13?2:6;else if(c<2048)n+=2;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=4;i++}else if(c>=55296&&c<=57343)n+=6;else n+=3}return n};function jsonSize(value,max,exact){let total=0;const stack=[value];while(stack.length>0&&total<=max){const v=stack.pop();if(typeof v==="string")total+=exact?jsonStringLength(v):v.length*6+2;else if(typeof v==="number")total+=!Number.isFinite(v)?4:exact?String(v).length:25;else if(typeof v==="boolean")total+=v?4:5;else if(v===null||typeof v!=="object")total+=4;else if(Array.isArray(v)){total+=v.length===0?2:v.length+1;for(let i=0;i<v.length;i++)stack.push(v[i])}else{let members=0;for(const name of Object.keys(v)){const member=v[name];if(member===void 0)continue;members++;total+=(exact?jsonStringLength(name):name.length*6+2)+1;stack.push(member)}total+=members===0?2:members+1}}return total};return function fitsBytes(value,max){if(typeof value==="string")return value.length*3<=max||value.length<=max&&utf8Length(value)<=max;return jsonSize(value,max,false)<=max||jsonSize(value,max,true)<=max}})();

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.session_id === undefined) && (missing0 = "session_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "session_id") || (key0 === "agent_id"))){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.session_id !== undefined){
let data0 = data.session_id;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate27.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["session_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate27.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data0, 256)){
validate27.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 256)){
validate27.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 256)){
validate27.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate27.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate27.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
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

export const getAgent = validate28;
const schema41 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128}},"required":["agent_id"],"additionalProperties":false};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent_id")){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate28.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate28.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getAgentStats = validate29;
const schema42 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"from":{"type":"integer","minimum":0,"maximum":9007199254740991},"to":{"type":"integer","minimum":0,"maximum":9007199254740991},"bucket":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsBucket","default":"hour"},"group_by":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsGroupBy"}},"required":["agent_id"],"additionalProperties":false};
const schema43 = {"description":"The width of a stats bucket: an hour or a day, in UTC.","type":"string","enum":["hour","day"]};
const schema44 = {"description":"What a stats series is split by: the record's behavior, its model (`model_invocation.model_name`), its tool (`tool_meta.tool_id` of a ToolCalling record), a score's name, or the agent (`agent_id`: every agent of the owner in one answer).","type":"string","enum":["behavior","model","tool","score","agent"]};

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
if(data.bucket === undefined){
data.bucket = "hour";
}
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "agent_id") || (key0 === "from")) || (key0 === "to")) || (key0 === "bucket")) || (key0 === "group_by"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate29.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate29.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
let data1 = data.from;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate29.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["from"] = coerced1;
}
}
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate29.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate29.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
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
if(data.to !== undefined){
let data2 = data.to;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate29.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["to"] = coerced2;
}
}
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate29.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate29.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.bucket;
const _errs8 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate29.errors = [{instancePath:instancePath+"/bucket",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsBucket/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["bucket"] = coerced3;
}
}
}
if(!((data3 === "hour") || (data3 === "day"))){
validate29.errors = [{instancePath:instancePath+"/bucket",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsBucket/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
if(valid0){
if(data.group_by !== undefined){
let data4 = data.group_by;
const _errs11 = errors;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
validate29.errors = [{instancePath:instancePath+"/group_by",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsGroupBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["group_by"] = coerced4;
}
}
}
if(!(((((data4 === "behavior") || (data4 === "model")) || (data4 === "tool")) || (data4 === "score")) || (data4 === "agent"))){
validate29.errors = [{instancePath:instancePath+"/group_by",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsGroupBy/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
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
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getBlob = validate30;
const schema45 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"digest":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest"},"range":{"type":"string","maxLength":64,"pattern":"^bytes=([0-9]{1,15}-[0-9]{0,15}|-[0-9]{1,15})$","x-pattern-reason":"must be one range, bytes=<first>-[<last>] or bytes=-<length>"}},"required":["agent_id","digest"],"additionalProperties":false};
const pattern6 = new RegExp("^bytes=([0-9]{1,15}-[0-9]{0,15}|-[0-9]{1,15})$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.digest === undefined) && (missing0 = "digest"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "digest")) || (key0 === "range"))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate30.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate30.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
let data1 = data.digest;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate30.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["digest"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate30.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.range !== undefined){
let data2 = data.range;
const _errs7 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate30.errors = [{instancePath:instancePath+"/range",schemaPath:"#/properties/range/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["range"] = coerced2;
}
}
}
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
validate30.errors = [{instancePath:instancePath+"/range",schemaPath:"#/properties/range/pattern",keyword:"pattern",params:{pattern: "^bytes=([0-9]{1,15}-[0-9]{0,15}|-[0-9]{1,15})$"},message:"must match pattern \""+"^bytes=([0-9]{1,15}-[0-9]{0,15}|-[0-9]{1,15})$"+"\""}];
return false;
}
else {
if(data2.length > 64 && func1(data2) > 64){
validate30.errors = [{instancePath:instancePath+"/range",schemaPath:"#/properties/range/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getCheckpoint = validate31;
const schema47 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"tree_size":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize"}},"required":["agent_id","tree_size"],"additionalProperties":false};
const schema48 = {"description":"A number of leaves of an agent's log.","type":"integer","minimum":0,"maximum":9007199254740991};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.tree_size === undefined) && (missing0 = "tree_size"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "tree_size"))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate31.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate31.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tree_size !== undefined){
let data1 = data.tree_size;
const _errs4 = errors;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate31.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["tree_size"] = coerced1;
}
}
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate31.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate31.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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

export const getConsistencyProof = validate32;
const schema49 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"first":{"type":"integer","minimum":1,"maximum":9007199254740991},"second":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["agent_id","first","second"],"additionalProperties":false};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.first === undefined) && (missing0 = "first"))) || ((data.second === undefined) && (missing0 = "second"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "first")) || (key0 === "second"))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate32.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate32.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first !== undefined){
let data1 = data.first;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate32.errors = [{instancePath:instancePath+"/first",schemaPath:"#/properties/first/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["first"] = coerced1;
}
}
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/first",schemaPath:"#/properties/first/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/first",schemaPath:"#/properties/first/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
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
if(data.second !== undefined){
let data2 = data.second;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate32.errors = [{instancePath:instancePath+"/second",schemaPath:"#/properties/second/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["second"] = coerced2;
}
}
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate32.errors = [{instancePath:instancePath+"/second",schemaPath:"#/properties/second/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate32.errors = [{instancePath:instancePath+"/second",schemaPath:"#/properties/second/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
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
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getInclusionProof = validate33;
const schema50 = {"type":"object","properties":{"record_id":{"type":"string","maxLength":64},"agent_id":{"type":"string","maxLength":128},"tree_size":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["record_id","agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.record_id === undefined) && (missing0 = "record_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "record_id") || (key0 === "agent_id")) || (key0 === "tree_size"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.record_id !== undefined){
let data0 = data.record_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate33.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["record_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && func1(data0) > 64){
validate33.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate33.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate33.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tree_size !== undefined){
let data2 = data.tree_size;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate33.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"#/properties/tree_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["tree_size"] = coerced2;
}
}
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate33.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"#/properties/tree_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate33.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"#/properties/tree_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
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
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getLatestCheckpoint = validate34;
const schema51 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128}},"required":["agent_id"],"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent_id")){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate34.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate34.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getLogCheckpoint = validate35;
const schema52 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128}},"required":["agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent_id")){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate35.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate35.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
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

export const getLogTile = validate36;
const schema53 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"tile_path":{"type":"string","maxLength":64,"pattern":"^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$"}},"required":["agent_id","tile_path"],"additionalProperties":false};
const pattern7 = new RegExp("^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.tile_path === undefined) && (missing0 = "tile_path"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "tile_path"))){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate36.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate36.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tile_path !== undefined){
let data1 = data.tile_path;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate36.errors = [{instancePath:instancePath+"/tile_path",schemaPath:"#/properties/tile_path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["tile_path"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
validate36.errors = [{instancePath:instancePath+"/tile_path",schemaPath:"#/properties/tile_path/pattern",keyword:"pattern",params:{pattern: "^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$"},message:"must match pattern \""+"^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$"+"\""}];
return false;
}
else {
if(data1.length > 64 && func1(data1) > 64){
validate36.errors = [{instancePath:instancePath+"/tile_path",schemaPath:"#/properties/tile_path/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getLogVerifierKey = validate37;
const schema54 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const getOwner = validate38;
const schema55 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getOwnerStats = validate39;
const schema56 = {"type":"object","properties":{"from":{"type":"integer","minimum":0,"maximum":9007199254740991},"to":{"type":"integer","minimum":0,"maximum":9007199254740991},"bucket":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsBucket","default":"hour"},"group_by":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsGroupBy"},"agents":{"type":"string","maxLength":12900,"pattern":"^[A-Za-z0-9_-]{1,128}(,[A-Za-z0-9_-]{1,128}){0,99}$"}},"required":[],"additionalProperties":false};
const pattern8 = new RegExp("^[A-Za-z0-9_-]{1,128}(,[A-Za-z0-9_-]{1,128}){0,99}$", "u");

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bucket === undefined){
data.bucket = "hour";
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "from") || (key0 === "to")) || (key0 === "bucket")) || (key0 === "group_by")) || (key0 === "agents"))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.from !== undefined){
let data0 = data.from;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate39.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["from"] = coerced0;
}
}
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate39.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate39.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data1 = data.to;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate39.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["to"] = coerced1;
}
}
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate39.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate39.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
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
let data2 = data.bucket;
const _errs6 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate39.errors = [{instancePath:instancePath+"/bucket",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsBucket/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["bucket"] = coerced2;
}
}
}
if(!((data2 === "hour") || (data2 === "day"))){
validate39.errors = [{instancePath:instancePath+"/bucket",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsBucket/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
if(valid0){
if(data.group_by !== undefined){
let data3 = data.group_by;
const _errs9 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate39.errors = [{instancePath:instancePath+"/group_by",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsGroupBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["group_by"] = coerced3;
}
}
}
if(!(((((data3 === "behavior") || (data3 === "model")) || (data3 === "tool")) || (data3 === "score")) || (data3 === "agent"))){
validate39.errors = [{instancePath:instancePath+"/group_by",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/StatsGroupBy/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agents !== undefined){
let data4 = data.agents;
const _errs12 = errors;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
validate39.errors = [{instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["agents"] = coerced4;
}
}
}
if(errors === _errs12){
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
validate39.errors = [{instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,128}(,[A-Za-z0-9_-]{1,128}){0,99}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,128}(,[A-Za-z0-9_-]{1,128}){0,99}$"+"\""}];
return false;
}
else {
if(data4.length > 12900 && func1(data4) > 12900){
validate39.errors = [{instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/maxLength",keyword:"maxLength",params:{limit: 12900},message:"must NOT have more than 12900 characters"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
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
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getRecord = validate40;
const schema59 = {"type":"object","properties":{"record_id":{"type":"string","maxLength":64},"agent_id":{"type":"string","maxLength":128}},"required":["record_id","agent_id"],"additionalProperties":false};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.record_id === undefined) && (missing0 = "record_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "record_id") || (key0 === "agent_id"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.record_id !== undefined){
let data0 = data.record_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate40.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["record_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && func1(data0) > 64){
validate40.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate40.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate40.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getRecordLeaf = validate41;
const schema60 = {"type":"object","properties":{"record_id":{"type":"string","maxLength":64},"agent_id":{"type":"string","maxLength":128}},"required":["record_id","agent_id"],"additionalProperties":false};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.record_id === undefined) && (missing0 = "record_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "record_id") || (key0 === "agent_id"))){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.record_id !== undefined){
let data0 = data.record_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate41.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["record_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 64 && func1(data0) > 64){
validate41.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/properties/record_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate41.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate41.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getSchemaVersion = validate42;
const schema61 = {"type":"object","properties":{"version":{"type":"string","maxLength":32}},"required":["version"],"additionalProperties":false};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.version === undefined) && (missing0 = "version")){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "version")){
validate42.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.version !== undefined){
let data0 = data.version;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate42.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["version"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 32 && func1(data0) > 32){
validate42.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getScore = validate43;
const schema62 = {"type":"object","properties":{"score_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid"},"agent_id":{"type":"string","maxLength":128}},"required":["score_id","agent_id"],"additionalProperties":false};
const schema63 = {"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4"};
const pattern9 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.score_id === undefined) && (missing0 = "score_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "score_id") || (key0 === "agent_id"))){
validate43.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.score_id !== undefined){
let data0 = data.score_id;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate43.errors = [{instancePath:instancePath+"/score_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["score_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
validate43.errors = [{instancePath:instancePath+"/score_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate43.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate43.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getScoreProof = validate44;
const schema64 = {"type":"object","properties":{"score_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid"},"agent_id":{"type":"string","maxLength":128},"tree_size":{"type":"integer","minimum":1,"maximum":9007199254740991}},"required":["score_id","agent_id"],"additionalProperties":false};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.score_id === undefined) && (missing0 = "score_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "score_id") || (key0 === "agent_id")) || (key0 === "tree_size"))){
validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.score_id !== undefined){
let data0 = data.score_id;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate44.errors = [{instancePath:instancePath+"/score_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["score_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
validate44.errors = [{instancePath:instancePath+"/score_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate44.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate44.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tree_size !== undefined){
let data2 = data.tree_size;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate44.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"#/properties/tree_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["tree_size"] = coerced2;
}
}
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate44.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"#/properties/tree_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate44.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"#/properties/tree_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getScoresLogCheckpoint = validate45;
const schema66 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128}},"required":["agent_id"],"additionalProperties":false};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent_id")){
validate45.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate45.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate45.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
}
}
}
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getScoresLogTile = validate46;
const schema67 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"tile_path":{"type":"string","maxLength":64,"pattern":"^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$"}},"required":["agent_id","tile_path"],"additionalProperties":false};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.tile_path === undefined) && (missing0 = "tile_path"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "tile_path"))){
validate46.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate46.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate46.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tile_path !== undefined){
let data1 = data.tile_path;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate46.errors = [{instancePath:instancePath+"/tile_path",schemaPath:"#/properties/tile_path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["tile_path"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
validate46.errors = [{instancePath:instancePath+"/tile_path",schemaPath:"#/properties/tile_path/pattern",keyword:"pattern",params:{pattern: "^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$"},message:"must match pattern \""+"^(entries|0|[1-9]|[1-5][0-9]|6[0-3])/(x[0-9]{3}/)*[0-9]{3}(\\.p/([1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]))?$"+"\""}];
return false;
}
else {
if(data1.length > 64 && func1(data1) > 64){
validate46.errors = [{instancePath:instancePath+"/tile_path",schemaPath:"#/properties/tile_path/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getScoringQueue = validate47;
const schema68 = {"type":"object","properties":{"name":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName"},"cursor":{"type":"string","pattern":"^[0-9]{1,16}$","x-pattern-reason":"must be a next_cursor of this queue"},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":["name"],"additionalProperties":false};
const schema69 = {"description":"What is judged, e.g. `helpfulness`: lowercase letters, digits and `_.-`, starting with a letter or digit.","type":"string","minLength":1,"maxLength":64,"pattern":"^[a-z0-9][a-z0-9_.-]*$","x-pattern-reason":"must be 1-64 of a-z 0-9 _ . - starting with a letter or digit"};
const pattern12 = new RegExp("^[a-z0-9][a-z0-9_.-]*$", "u");
const pattern13 = new RegExp("^[0-9]{1,16}$", "u");

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "cursor")) || (key0 === "limit"))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["name"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9_.-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9_.-]*$"+"\""}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data0.length > 64 && func1(data0) > 64){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data1 = data.cursor;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate47.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["cursor"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern13.test(data1)){
validate47.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,16}$"},message:"must match pattern \""+"^[0-9]{1,16}$"+"\""}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.limit;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate47.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["limit"] = coerced2;
}
}
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 500 || isNaN(data2)){
validate47.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate47.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const getSession = validate48;
const schema70 = {"type":"object","properties":{"session_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId"},"agent_id":{"type":"string","maxLength":128},"cursor":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId"},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":["session_id","agent_id"],"additionalProperties":false};
const schema72 = {"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4","examples":["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a"]};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if(((data.session_id === undefined) && (missing0 = "session_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "session_id") || (key0 === "agent_id")) || (key0 === "cursor")) || (key0 === "limit"))){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.session_id !== undefined){
let data0 = data.session_id;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate48.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["session_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate48.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data0, 256)){
validate48.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 256)){
validate48.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 256)){
validate48.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
let data1 = data.agent_id;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate48.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["agent_id"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length > 128 && func1(data1) > 128){
validate48.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate48.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["cursor"] = coerced2;
}
}
}
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
validate48.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.limit;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
validate48.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["limit"] = coerced3;
}
}
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 500 || isNaN(data3)){
validate48.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate48.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
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

export const getTrace = validate49;
const schema73 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"before":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId"},"after":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId"},"order":{"type":"string","enum":["desc","asc"],"default":"desc"},"behavior":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/Behavior"},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":["agent_id"],"additionalProperties":false};
const schema76 = {"description":"The behaviour step a record describes.","type":"string","enum":["Observing","Planning","Thinking","Acting","Reflecting","ToolCalling","Other"]};

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
if(data.order === undefined){
data.order = "desc";
}
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "agent_id") || (key0 === "before")) || (key0 === "after")) || (key0 === "order")) || (key0 === "behavior")) || (key0 === "limit"))){
validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate49.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate49.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.before !== undefined){
let data1 = data.before;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate49.errors = [{instancePath:instancePath+"/before",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["before"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
validate49.errors = [{instancePath:instancePath+"/before",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
let data2 = data.after;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate49.errors = [{instancePath:instancePath+"/after",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["after"] = coerced2;
}
}
}
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
validate49.errors = [{instancePath:instancePath+"/after",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data3 = data.order;
const _errs10 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate49.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["order"] = coerced3;
}
}
}
if(!((data3 === "desc") || (data3 === "asc"))){
validate49.errors = [{instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema73.properties.order.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
if(valid0){
if(data.behavior !== undefined){
let data4 = data.behavior;
const _errs12 = errors;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
validate49.errors = [{instancePath:instancePath+"/behavior",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["behavior"] = coerced4;
}
}
}
if(!(((((((data4 === "Observing") || (data4 === "Planning")) || (data4 === "Thinking")) || (data4 === "Acting")) || (data4 === "Reflecting")) || (data4 === "ToolCalling")) || (data4 === "Other"))){
validate49.errors = [{instancePath:instancePath+"/behavior",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Behavior/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data5 = data.limit;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data5 === null
              || (dataType5 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced5 = +data5;
}
else {
validate49.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["limit"] = coerced5;
}
}
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 500 || isNaN(data5)){
validate49.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate49.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs15 === errors;
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
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const grantScorer = validate50;
const schema77 = {"type":"object","properties":{"scorer_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScorerId"}},"required":["scorer_id"],"additionalProperties":false};
const schema78 = {"description":"`scr_` and 32 lowercase hex digits.","type":"string","pattern":"^scr_[0-9a-f]{32}$","x-pattern-reason":"must be scr_ followed by 32 lowercase hex digits"};
const pattern17 = new RegExp("^scr_[0-9a-f]{32}$", "u");

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.scorer_id === undefined) && (missing0 = "scorer_id")){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "scorer_id")){
validate50.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.scorer_id !== undefined){
let data0 = data.scorer_id;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate50.errors = [{instancePath:instancePath+"/scorer_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScorerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["scorer_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern17.test(data0)){
validate50.errors = [{instancePath:instancePath+"/scorer_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScorerId/pattern",keyword:"pattern",params:{pattern: "^scr_[0-9a-f]{32}$"},message:"must match pattern \""+"^scr_[0-9a-f]{32}$"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const headBlob = validate51;
const schema79 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"digest":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest"}},"required":["agent_id","digest"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.digest === undefined) && (missing0 = "digest"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "digest"))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate51.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate51.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
let data1 = data.digest;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate51.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["digest"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate51.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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

export const health = validate52;
const schema81 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ingestOtlpTraces = validate53;
const schema82 = {"type":"object","properties":{"x-ledger-agent-id":{"type":"string","maxLength":128}},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "x-ledger-agent-id")){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data["x-ledger-agent-id"] !== undefined){
let data0 = data["x-ledger-agent-id"];
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate53.errors = [{instancePath:instancePath+"/x-ledger-agent-id",schemaPath:"#/properties/x-ledger-agent-id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["x-ledger-agent-id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate53.errors = [{instancePath:instancePath+"/x-ledger-agent-id",schemaPath:"#/properties/x-ledger-agent-id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
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

export const listAgents = validate54;
const schema83 = {"type":"object","properties":{"cursor":{"type":"string","maxLength":128},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 100;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "cursor") || (key0 === "limit"))){
validate54.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.cursor !== undefined){
let data0 = data.cursor;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate54.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["cursor"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate54.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data1 = data.limit;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate54.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["limit"] = coerced1;
}
}
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 500 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
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

export const listBlobs = validate55;
const schema84 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"cursor":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":100}},"required":["agent_id"],"additionalProperties":false};

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
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "cursor")) || (key0 === "limit"))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate55.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data1 = data.cursor;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate55.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["cursor"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate55.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data2 = data.limit;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate55.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["limit"] = coerced2;
}
}
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
validate55.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate55.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
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

export const listSchemaVersions = validate56;
const schema86 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const listScoreConfigs = validate57;
const schema87 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate57.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const listScores = validate58;
const schema88 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"session_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId"},"record_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId"},"name":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName"},"source_kind":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreSourceKind"},"cursor":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid"},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":["agent_id"],"additionalProperties":false};
const schema92 = {"type":"string","enum":["human","llm","code","rule"]};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "agent_id") || (key0 === "session_id")) || (key0 === "record_id")) || (key0 === "name")) || (key0 === "source_kind")) || (key0 === "cursor")) || (key0 === "limit"))){
validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate58.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate58.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["session_id"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data1, 256)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func6(data1, 256)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func6(data1, 256)){
validate58.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.record_id !== undefined){
let data2 = data.record_id;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate58.errors = [{instancePath:instancePath+"/record_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["record_id"] = coerced2;
}
}
}
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
validate58.errors = [{instancePath:instancePath+"/record_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data3 = data.name;
const _errs10 = errors;
const _errs11 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern12.test(data3)){
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9_.-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9_.-]*$"+"\""}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1)){
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data3.length > 64 && func1(data3) > 64){
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreName/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source_kind !== undefined){
let data4 = data.source_kind;
const _errs13 = errors;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
validate58.errors = [{instancePath:instancePath+"/source_kind",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreSourceKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["source_kind"] = coerced4;
}
}
}
if(!((((data4 === "human") || (data4 === "llm")) || (data4 === "code")) || (data4 === "rule"))){
validate58.errors = [{instancePath:instancePath+"/source_kind",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreSourceKind/enum",keyword:"enum",params:{allowedValues: schema92.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data5 = data.cursor;
const _errs16 = errors;
const _errs17 = errors;
if(typeof data5 !== "string"){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data5;
}
else if(data5 === null){
coerced5 = "";
}
else {
validate58.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["cursor"] = coerced5;
}
}
}
if(errors === _errs17){
if(typeof data5 === "string"){
if(!pattern9.test(data5)){
validate58.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data6 = data.limit;
const _errs19 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
let dataType6 = typeof data6;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data6 === null
              || (dataType6 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced6 = +data6;
}
else {
validate58.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced6 !== undefined){
data6 = coerced6;
if(data !== undefined){
data["limit"] = coerced6;
}
}
}
if(errors === _errs19){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 500 || isNaN(data6)){
validate58.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data6 < 1 || isNaN(data6)){
validate58.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs19 === errors;
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

export const listSessions = validate59;
const schema94 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"closed":{"type":"boolean"},"cursor":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId"},"limit":{"type":"integer","minimum":1,"maximum":500,"default":100}},"required":["agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 100;
}
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "agent_id") || (key0 === "closed")) || (key0 === "cursor")) || (key0 === "limit"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate59.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate59.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.closed !== undefined){
let data1 = data.closed;
const _errs4 = errors;
if(typeof data1 !== "boolean"){
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(data1 === "false" || data1 === 0 || data1 === null){
coerced1 = false;
}
else if(data1 === "true" || data1 === 1){
coerced1 = true;
}
else {
validate59.errors = [{instancePath:instancePath+"/closed",schemaPath:"#/properties/closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["closed"] = coerced1;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data2 = data.cursor;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate59.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["cursor"] = coerced2;
}
}
}
if(errors === _errs7){
if(typeof data2 === "string"){
if(data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1)){
validate59.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data2, 256)){
validate59.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
if(errors === _errs7){
if(Array.isArray(data2)){
if(!func6(data2, 256)){
validate59.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func6(data2, 256)){
validate59.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(valid0){
let data3 = data.limit;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
validate59.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["limit"] = coerced3;
}
}
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 500 || isNaN(data3)){
validate59.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate59.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
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

export const putBlob = validate60;
const schema96 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"digest":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest"},"ledger-blob-salt":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobSalt"}},"required":["agent_id","digest"],"additionalProperties":false};
const schema98 = {"description":"The salt of a blob as unpadded base64url (RFC 4648 §5): 32 bytes (43 characters), or empty for an unsalted blob.","type":"string","pattern":"^([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])?$","x-pattern-reason":"must be 32 bytes as unpadded base64url (43 characters), or empty"};
const pattern24 = new RegExp("^([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])?$", "u");

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.digest === undefined) && (missing0 = "digest"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "digest")) || (key0 === "ledger-blob-salt"))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate60.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate60.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
let data1 = data.digest;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate60.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["digest"] = coerced1;
}
}
}
if(errors === _errs5){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate60.errors = [{instancePath:instancePath+"/digest",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobDigest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["ledger-blob-salt"] !== undefined){
let data2 = data["ledger-blob-salt"];
const _errs7 = errors;
const _errs8 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate60.errors = [{instancePath:instancePath+"/ledger-blob-salt",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobSalt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["ledger-blob-salt"] = coerced2;
}
}
}
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern24.test(data2)){
validate60.errors = [{instancePath:instancePath+"/ledger-blob-salt",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/BlobSalt/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])?$"},message:"must match pattern \""+"^([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])?$"+"\""}];
return false;
}
}
}
var valid0 = _errs7 === errors;
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
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ready = validate61;
const schema99 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const recoverOwnerKey = validate62;
const schema100 = {"type":"object","properties":{"owner_id":{"type":"string","maxLength":128}},"required":["owner_id"],"additionalProperties":false};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.owner_id === undefined) && (missing0 = "owner_id")){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "owner_id")){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.owner_id !== undefined){
let data0 = data.owner_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate62.errors = [{instancePath:instancePath+"/owner_id",schemaPath:"#/properties/owner_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["owner_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate62.errors = [{instancePath:instancePath+"/owner_id",schemaPath:"#/properties/owner_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const registerAgent = validate63;
const schema101 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate63.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const resolveAgent = validate64;
const schema102 = {"type":"object","properties":{"name":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/AgentName"}},"required":["name"],"additionalProperties":false};
const schema103 = {"description":"Chosen by the owner; unique within the owner.","type":"string","minLength":1,"x-max-bytes":128};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "name")){
validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/AgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["name"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/AgentName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data0, 128)){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func6(data0, 128)){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func6(data0, 128)){
validate64.errors = [{instancePath:instancePath+"/name",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
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
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const revokeScorer = validate65;
const schema104 = {"type":"object","properties":{"scorer_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScorerId"}},"required":["scorer_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.scorer_id === undefined) && (missing0 = "scorer_id")){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "scorer_id")){
validate65.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.scorer_id !== undefined){
let data0 = data.scorer_id;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate65.errors = [{instancePath:instancePath+"/scorer_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScorerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["scorer_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern17.test(data0)){
validate65.errors = [{instancePath:instancePath+"/scorer_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScorerId/pattern",keyword:"pattern",params:{pattern: "^scr_[0-9a-f]{32}$"},message:"must match pattern \""+"^scr_[0-9a-f]{32}$"+"\""}];
return false;
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

export const rotateOwnerKey = validate66;
const schema106 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate66.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const searchRecords = validate67;
const schema107 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"q":{"type":"string","minLength":1,"maxLength":1024,"x-storable-text":true},"behavior":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/Behavior"},"tag":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/Tag"},"session_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId"},"since":{"type":"integer","minimum":0,"maximum":9007199254740991},"until":{"type":"integer","minimum":0,"maximum":9007199254740991},"has_attachments":{"type":"boolean"},"cursor":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId"},"limit":{"type":"integer","minimum":1,"maximum":500,"default":50}},"required":["agent_id"],"additionalProperties":false};
const schema109 = {"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64};
const func63 = Object.prototype.hasOwnProperty;
const func65 = (function(){;return function locate(value,test,names=true){let flagged=value===null||typeof value!=="object"?test(value):false;const scan=flagged||value===null||typeof value!=="object"?[]:[value];while(scan.length>0&&!flagged){const v=scan.pop();if(Array.isArray(v)){for(let i=0;i<v.length&&!flagged;i++){const member=v[i];if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}else{const keys=Object.keys(v);for(let i=0;i<keys.length&&!flagged;i++){const member=v[keys[i]];if(names&&test(keys[i]))flagged=true;else if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}}if(!flagged)return null;const values=[value];const pointers=[""];while(values.length>0){const v=values.pop();const pointer=pointers.pop();if(v===null||typeof v!=="object"){if(test(v))return pointer;continue}const keys=Array.isArray(v)?Object.keys(v):Object.keys(v).sort();for(let i=keys.length-1;i>=0;i--){const name=keys[i];const at=`${pointer}/${name.replace(/~/g,"~0").replace(/\//g,"~1")}`;values.push(v[name]);pointers.push(at);if(names&&!Array.isArray(v)){values.push(name);pointers.push(at)}}}return null}})();
const func66 = (function(){;return function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}})();
const func67 = (function(){function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5};function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))};return function scanWide(value,maxDepth,finite,storable,storableNames){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&storableNames?.[name]!==true&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}})();
const obj0 = {__proto__: null, "agent_id": true, "behavior": true, "cursor": true, "has_attachments": true, "limit": true, "q": true, "session_id": true, "since": true, "tag": true, "until": true};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func63.call(schema107.properties, key0))){
validate67.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate67.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate67.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.q !== undefined){
let data1 = data.q;
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate67.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["q"] = coerced1;
}
}
}
const scan0 = func67(data1, 9007199254740991, false, true, obj0);
if(scan0 === -3){
validate67.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/x-storable-text",keyword:"x-storable-text",params:{pointer: func65(data1, func66, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1)){
validate67.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data1.length > 1024 && func1(data1) > 1024){
validate67.errors = [{instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
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
if(data.behavior !== undefined){
let data2 = data.behavior;
const _errs6 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate67.errors = [{instancePath:instancePath+"/behavior",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Behavior/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["behavior"] = coerced2;
}
}
}
if(!(((((((data2 === "Observing") || (data2 === "Planning")) || (data2 === "Thinking")) || (data2 === "Acting")) || (data2 === "Reflecting")) || (data2 === "ToolCalling")) || (data2 === "Other"))){
validate67.errors = [{instancePath:instancePath+"/behavior",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Behavior/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tag !== undefined){
let data3 = data.tag;
const _errs9 = errors;
const _errs10 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate67.errors = [{instancePath:instancePath+"/tag",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["tag"] = coerced3;
}
}
}
if(errors === _errs10){
if(typeof data3 === "string"){
if(data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1)){
validate67.errors = [{instancePath:instancePath+"/tag",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data3.length > 64 && func1(data3) > 64){
validate67.errors = [{instancePath:instancePath+"/tag",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/Tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
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
if(data.session_id !== undefined){
let data4 = data.session_id;
const _errs12 = errors;
const _errs13 = errors;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
validate67.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["session_id"] = coerced4;
}
}
}
if(errors === _errs13){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func1(data4) < 1)){
validate67.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func6(data4, 256)){
validate67.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
if(errors === _errs13){
if(Array.isArray(data4)){
if(!func6(data4, 256)){
validate67.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(!func6(data4, 256)){
validate67.errors = [{instancePath:instancePath+"/session_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/SessionId/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.since !== undefined){
let data5 = data.since;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 === "boolean" || data5 === null
              || (dataType5 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced5 = +data5;
}
else {
validate67.errors = [{instancePath:instancePath+"/since",schemaPath:"#/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["since"] = coerced5;
}
}
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate67.errors = [{instancePath:instancePath+"/since",schemaPath:"#/properties/since/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate67.errors = [{instancePath:instancePath+"/since",schemaPath:"#/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.until !== undefined){
let data6 = data.until;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
let dataType6 = typeof data6;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data6 === null
              || (dataType6 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced6 = +data6;
}
else {
validate67.errors = [{instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced6 !== undefined){
data6 = coerced6;
if(data !== undefined){
data["until"] = coerced6;
}
}
}
if(errors === _errs17){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
validate67.errors = [{instancePath:instancePath+"/until",schemaPath:"#/properties/until/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate67.errors = [{instancePath:instancePath+"/until",schemaPath:"#/properties/until/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.has_attachments !== undefined){
let data7 = data.has_attachments;
const _errs19 = errors;
if(typeof data7 !== "boolean"){
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(data7 === "false" || data7 === 0 || data7 === null){
coerced7 = false;
}
else if(data7 === "true" || data7 === 1){
coerced7 = true;
}
else {
validate67.errors = [{instancePath:instancePath+"/has_attachments",schemaPath:"#/properties/has_attachments/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
if(coerced7 !== undefined){
data7 = coerced7;
if(data !== undefined){
data["has_attachments"] = coerced7;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data8 = data.cursor;
const _errs21 = errors;
const _errs22 = errors;
if(typeof data8 !== "string"){
let dataType8 = typeof data8;
let coerced8 = undefined;
if(!(coerced8 !== undefined)){
if(dataType8 == "number" || dataType8 == "boolean"){
coerced8 = "" + data8;
}
else if(data8 === null){
coerced8 = "";
}
else {
validate67.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced8 !== undefined){
data8 = coerced8;
if(data !== undefined){
data["cursor"] = coerced8;
}
}
}
if(errors === _errs22){
if(typeof data8 === "string"){
if(!pattern9.test(data8)){
validate67.errors = [{instancePath:instancePath+"/cursor",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/RecordId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
let data9 = data.limit;
const _errs24 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
let dataType9 = typeof data9;
let coerced9 = undefined;
if(!(coerced9 !== undefined)){
if(dataType9 === "boolean" || data9 === null
              || (dataType9 === "string" && data9 && data9 == +data9 && !(data9 % 1))){
coerced9 = +data9;
}
else {
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced9 !== undefined){
data9 = coerced9;
if(data !== undefined){
data["limit"] = coerced9;
}
}
}
if(errors === _errs24){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 500 || isNaN(data9)){
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"}];
return false;
}
else {
if(data9 < 1 || isNaN(data9)){
validate67.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs24 === errors;
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
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const signCheckpoint = validate68;
const schema112 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"tree_size":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize"}},"required":["agent_id","tree_size"],"additionalProperties":false};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.tree_size === undefined) && (missing0 = "tree_size"))){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "tree_size"))){
validate68.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate68.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate68.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tree_size !== undefined){
let data1 = data.tree_size;
const _errs4 = errors;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate68.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["tree_size"] = coerced1;
}
}
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate68.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate68.errors = [{instancePath:instancePath+"/tree_size",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/TreeSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const submitBatch = validate69;
const schema114 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"x-ledger-sdk":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$","x-pattern-reason":"must be name/version, e.g. trace-ledger-ts/0.1.0"}},"required":["agent_id"],"additionalProperties":false};
const pattern27 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$", "u");

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "x-ledger-sdk"))){
validate69.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate69.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate69.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["x-ledger-sdk"] !== undefined){
let data1 = data["x-ledger-sdk"];
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate69.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["x-ledger-sdk"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern27.test(data1)){
validate69.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"+"\""}];
return false;
}
else {
if(data1.length > 128 && func1(data1) > 128){
validate69.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const submitRecord = validate70;
const schema115 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"x-ledger-sdk":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$","x-pattern-reason":"must be name/version, e.g. trace-ledger-ts/0.1.0"}},"required":["agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "x-ledger-sdk"))){
validate70.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate70.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate70.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["x-ledger-sdk"] !== undefined){
let data1 = data["x-ledger-sdk"];
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate70.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["x-ledger-sdk"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern27.test(data1)){
validate70.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"+"\""}];
return false;
}
else {
if(data1.length > 128 && func1(data1) > 128){
validate70.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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

export const submitScore = validate71;
const schema116 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"x-ledger-sdk":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$","x-pattern-reason":"must be name/version, e.g. trace-ledger-ts/0.1.0"}},"required":["agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "x-ledger-sdk"))){
validate71.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate71.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate71.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["x-ledger-sdk"] !== undefined){
let data1 = data["x-ledger-sdk"];
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate71.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["x-ledger-sdk"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern27.test(data1)){
validate71.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"+"\""}];
return false;
}
else {
if(data1.length > 128 && func1(data1) > 128){
validate71.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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

export const submitScoreBatch = validate72;
const schema117 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128},"x-ledger-sdk":{"type":"string","maxLength":128,"pattern":"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$","x-pattern-reason":"must be name/version, e.g. trace-ledger-ts/0.1.0"}},"required":["agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "agent_id") || (key0 === "x-ledger-sdk"))){
validate72.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate72.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate72.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data["x-ledger-sdk"] !== undefined){
let data1 = data["x-ledger-sdk"];
const _errs4 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate72.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["x-ledger-sdk"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern27.test(data1)){
validate72.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$"+"\""}];
return false;
}
else {
if(data1.length > 128 && func1(data1) > 128){
validate72.errors = [{instancePath:instancePath+"/x-ledger-sdk",schemaPath:"#/properties/x-ledger-sdk/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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

export const updateAgent = validate73;
const schema118 = {"type":"object","properties":{"agent_id":{"type":"string","maxLength":128}},"required":["agent_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent_id === undefined) && (missing0 = "agent_id")){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent_id")){
validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
let data0 = data.agent_id;
const _errs2 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate73.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["agent_id"] = coerced0;
}
}
}
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length > 128 && func1(data0) > 128){
validate73.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
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

export const updateOwner = validate74;
const schema119 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate74.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const updateScoreConfig = validate75;
const schema120 = {"type":"object","properties":{"config_id":{"$ref":"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid"}},"required":["config_id"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.config_id === undefined) && (missing0 = "config_id")){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "config_id")){
validate75.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.config_id !== undefined){
let data0 = data.config_id;
const _errs3 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate75.errors = [{instancePath:instancePath+"/config_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["config_id"] = coerced0;
}
}
}
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
validate75.errors = [{instancePath:instancePath+"/config_id",schemaPath:"https://trace-ledger.dev/schema/bundle.json#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
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

