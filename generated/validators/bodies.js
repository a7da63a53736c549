// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/* eslint-disable */

export const CheckpointSignature = validate21;
const schema32 = {"description":"A byow agent's signature of a checkpoint's `body`; kept only if it recovers to the agent's wallet address.","type":"object","required":["signature"],"additionalProperties":false,"properties":{"signature":{"description":"0x + 65 bytes r ‖ s ‖ v (v 27 or 28), hex in any case.","type":"string","pattern":"^0x[0-9a-fA-F]{130}$"}}};
const pattern4 = new RegExp("^0x[0-9a-fA-F]{130}$", "u");

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
let missing0;
if((data.signature === undefined) && (missing0 = "signature")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "signature")){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.signature !== undefined){
let data0 = data.signature;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
validate21.errors = [{instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{130}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{130}$"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
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

export const CreateCheckpointRequest = validate22;
const schema33 = {"description":"Optional and empty: a checkpoint covers every record acknowledged before the call.","type":"object","additionalProperties":false,"maxProperties":0};

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
if(Object.keys(data).length > 0){
validate22.errors = [{instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"}];
return false;
}
else {
for(const key0 in data){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
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

export const CreateOwnerRequest = validate23;
const schema34 = {"type":"object","required":["name","wallet"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/OwnerName"},"wallet":{"$ref":"#/$defs/WalletConfig"}}};
const schema35 = {"type":"string","minLength":1,"x-max-bytes":256};
const func1 = (function codePoints(s){let n=s.length;for(let i=0;i<s.length-1;i++){const c=s.charCodeAt(i);if(c>=55296&&c<=56319&&(s.charCodeAt(i+1)&64512)===56320){n--;i++}}return n});
const func2 = (function(){function utf8Length(s){let n=s.length;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c<128)continue;if(c<2048)n+=1;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=2;i++}else n+=2}return n};function jsonStringLength(s){let n=2;for(let i=0;i<s.length;i++){const c=s.charCodeAt(i);if(c>=32&&c<128)n+=c===34||c===92?2:1;else if(c<32)n+=c===8||c===9||c===10||c===12||c===13?2:6;else if(c<2048)n+=2;else if(c>=55296&&c<=56319&&i+1<s.length&&(s.charCodeAt(i+1)&64512)===56320){n+=4;i++}else if(c>=55296&&c<=57343)n+=6;else n+=3}return n};function jsonSize(value,max,exact){let total=0;const stack=[value];while(stack.length>0&&total<=max){const v=stack.pop();if(typeof v==="string")total+=exact?jsonStringLength(v):v.length*6+2;else if(typeof v==="number")total+=!Number.isFinite(v)?4:exact?String(v).length:25;else if(typeof v==="boolean")total+=v?4:5;else if(v===null||typeof v!=="object")total+=4;else if(Array.isArray(v)){total+=v.length===0?2:v.length+1;for(let i=0;i<v.length;i++)stack.push(v[i])}else{let members=0;for(const name of Object.keys(v)){const member=v[name];if(member===void 0)continue;members++;total+=(exact?jsonStringLength(name):name.length*6+2)+1;stack.push(member)}total+=members===0?2:members+1}}return total};return function fitsBytes(value,max){if(typeof value==="string")return value.length*3<=max||value.length<=max&&utf8Length(value)<=max;return jsonSize(value,max,false)<=max||jsonSize(value,max,true)<=max}})();
const schema36 = {"description":"Wallet mode of an owner, fixed at registration.","oneOf":[{"type":"object","required":["mode"],"additionalProperties":false,"properties":{"mode":{"const":"custodial"}}},{"type":"object","required":["mode","address"],"additionalProperties":false,"properties":{"mode":{"const":"byow"},"address":{"$ref":"#/$defs/EvmAddress"}}}]};
const schema37 = {"description":"0x + 40 hex digits; mixed case must be a valid EIP-55 checksum.","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"};
const pattern5 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

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
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.mode === undefined) && (missing0 = "mode")){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(key0 === "mode")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs3 === errors){
if(data.mode !== undefined){
if("custodial" !== data.mode){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"#/oneOf/0/properties/mode/const",keyword:"const",params:{allowedValue: "custodial"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs5 = errors;
if(errors === _errs5){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.mode === undefined) && (missing1 = "mode")) || ((data.address === undefined) && (missing1 = "address"))){
const err4 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
const _errs7 = errors;
for(const key1 in data){
if(!((key1 === "mode") || (key1 === "address"))){
const err5 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break;
}
}
if(_errs7 === errors){
if(data.mode !== undefined){
const _errs8 = errors;
if("byow" !== data.mode){
const err6 = {instancePath:instancePath+"/mode",schemaPath:"#/oneOf/1/properties/mode/const",keyword:"const",params:{allowedValue: "byow"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.address !== undefined){
let data2 = data.address;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/$defs/EvmAddress/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/$defs/EvmAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate24.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
if(((data.name === undefined) && (missing0 = "name")) || ((data.wallet === undefined) && (missing0 = "wallet"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "wallet"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data0, 256)){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func2(data0, 256)){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 256)){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.wallet !== undefined){
const _errs5 = errors;
if(!(validate24(data.wallet, {instancePath:instancePath+"/wallet",parentData:data,parentDataProperty:"wallet",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const CreateScoreConfigRequest = validate26;
const schema38 = {"description":"A rule scores naming it must fit: `min`/`max` go with numeric (min ≤ max), `categories` with categorical (and only there).","type":"object","required":["name","data_type"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/ScoreName"},"data_type":{"$ref":"#/$defs/ScoreDataType"},"min":{"type":"number"},"max":{"type":"number"},"categories":{"$ref":"#/$defs/ScoreCategories"},"description":{"type":"string","x-max-bytes":1024}}};
const schema39 = {"description":"What is judged, e.g. `helpfulness`: lowercase letters, digits and `_.-`, starting with a letter or digit.","type":"string","minLength":1,"maxLength":64,"pattern":"^[a-z0-9][a-z0-9_.-]*$","x-pattern-reason":"must be 1-64 of a-z 0-9 _ . - starting with a letter or digit"};
const schema40 = {"type":"string","enum":["numeric","categorical","boolean"]};
const schema41 = {"type":"array","minItems":1,"maxItems":100,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":64}};
const pattern6 = new RegExp("^[a-z0-9][a-z0-9_.-]*$", "u");

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
if(((data.name === undefined) && (missing0 = "name")) || ((data.data_type === undefined) && (missing0 = "data_type"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "data_type")) || (key0 === "min")) || (key0 === "max")) || (key0 === "categories")) || (key0 === "description"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
validate26.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9_.-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9_.-]*$"+"\""}];
return false;
}
else {
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate26.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data0.length > 64 && func1(data0) > 64){
validate26.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data_type !== undefined){
let data1 = data.data_type;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate26.errors = [{instancePath:instancePath+"/data_type",schemaPath:"#/$defs/ScoreDataType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "numeric") || (data1 === "categorical")) || (data1 === "boolean"))){
validate26.errors = [{instancePath:instancePath+"/data_type",schemaPath:"#/$defs/ScoreDataType/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.min !== undefined){
let data2 = data.min;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate26.errors = [{instancePath:instancePath+"/min",schemaPath:"#/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max !== undefined){
let data3 = data.max;
const _errs10 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate26.errors = [{instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.categories !== undefined){
let data4 = data.categories;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data4)){
if(data4.length > 100){
validate26.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/$defs/ScoreCategories/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"}];
return false;
}
else {
if(data4.length < 1){
validate26.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/$defs/ScoreCategories/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid4 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(data5.length < 1 || (data5.length < 2 * 1 && func1(data5) < 1)){
validate26.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/$defs/ScoreCategories/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data5.length > 64 && func1(data5) > 64){
validate26.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/$defs/ScoreCategories/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/categories/" + i0,schemaPath:"#/$defs/ScoreCategories/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs15 === errors;
if(!valid4){
break;
}
}
if(valid4){
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate26.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/$defs/ScoreCategories/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/categories",schemaPath:"#/$defs/ScoreCategories/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data6 = data.description;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data6 === "string"){
if(!func2(data6, 1024)){
validate26.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1024},message:"must NOT be longer than 1024 bytes (UTF-8)"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data6)){
if(!func2(data6, 1024)){
validate26.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1024},message:"must NOT be longer than 1024 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(!func2(data6, 1024)){
validate26.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1024},message:"must NOT be longer than 1024 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs17 === errors;
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
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const CreateScorerRequest = validate27;
const schema42 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"x-max-bytes":256}}};

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
if((data.name === undefined) && (missing0 = "name")){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "name")){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data0, 256)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs2){
if(Array.isArray(data0)){
if(!func2(data0, 256)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 256)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const RecordBatchRequest = validate28;
const schema43 = {"description":"1 to 50 records. Each entry is validated on its own as a Record, so one bad record fails alone.","type":"object","x-max-bytes":1048576,"required":["records"],"additionalProperties":false,"properties":{"records":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object"}}}};

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
if(typeof data === "string"){
if(!func2(data, 1048576)){
validate28.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if(!func2(data, 1048576)){
validate28.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.records === undefined) && (missing0 = "records")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "records")){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.records !== undefined){
let data0 = data.records;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 50){
validate28.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate28.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate28.errors = [{instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(!func2(data, 1048576)){
validate28.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
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
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const RegisterAgentRequest = validate29;
const schema44 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/AgentName"},"wallet":{"$ref":"#/$defs/AgentWalletInput"},"metadata":{"$ref":"#/$defs/AgentMetadata"}}};
const schema45 = {"description":"Chosen by the owner; unique within the owner.","type":"string","minLength":1,"x-max-bytes":128};
const schema46 = {"description":"A partner-owned address recorded as the agent's anchor author (byow owners only). The signer stays with the partner and never travels.","type":"object","required":["address"],"additionalProperties":false,"properties":{"address":{"$ref":"#/$defs/EvmAddress"}}};

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
if((data.address === undefined) && (missing0 = "address")){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "address")){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.address !== undefined){
let data0 = data.address;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
validate30.errors = [{instancePath:instancePath+"/address",schemaPath:"#/$defs/EvmAddress/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/address",schemaPath:"#/$defs/EvmAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

const schema48 = {"description":"Display fields of an agent.","type":"object","additionalProperties":false,"properties":{"description":{"type":"string","x-max-bytes":2048},"website":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/Tag"}}}};
const schema49 = {"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64};

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
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "description") || (key0 === "website")) || (key0 === "tags"))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.description !== undefined){
let data0 = data.description;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!func2(data0, 2048)){
validate32.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs2){
if(Array.isArray(data0)){
if(!func2(data0, 2048)){
validate32.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 2048)){
validate32.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
if(data.website !== undefined){
let data1 = data.website;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!func2(data1, 2048)){
validate32.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func2(data1, 2048)){
validate32.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func2(data1, 2048)){
validate32.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
if(data.tags !== undefined){
let data2 = data.tags;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 32){
validate32.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1)){
validate32.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data3.length > 64 && func1(data3) > 64){
validate32.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if((data.name === undefined) && (missing0 = "name")){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "wallet")) || (key0 === "metadata"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data0, 128)){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func2(data0, 128)){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 128)){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(data.wallet !== undefined){
const _errs5 = errors;
if(!(validate30(data.wallet, {instancePath:instancePath+"/wallet",parentData:data,parentDataProperty:"wallet",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
const _errs6 = errors;
if(!(validate32(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
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

export const RotateKeyRequest = validate34;
const schema50 = {"description":"Optional: how long earlier keys keep working, in ms. 0 revokes them at once; the service's KEY_ROTATION_GRACE_MS is both the default and the maximum.","type":"object","additionalProperties":false,"properties":{"grace_ms":{"type":"integer","minimum":0,"maximum":9007199254740991}}};

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
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "grace_ms")){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.grace_ms !== undefined){
let data0 = data.grace_ms;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate34.errors = [{instancePath:instancePath+"/grace_ms",schemaPath:"#/properties/grace_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate34.errors = [{instancePath:instancePath+"/grace_ms",schemaPath:"#/properties/grace_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate34.errors = [{instancePath:instancePath+"/grace_ms",schemaPath:"#/properties/grace_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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

export const Score = validate35;
const schema51 = {"title":"Score","description":"One judgement of an agent's session or record (docs/scores.md): exactly one target, `session_id` or `record_id`. Scores are never edited; a new judgement is a new score. `x-schema-version` is the version this file defines; once released it is frozen in schema/versions/<version>/score.schema.json like the record schema. The vendor keywords are the record schema's (x-max-bytes, x-max-depth, x-storable-text, x-finite-numbers), implemented by every binding.","type":"object","x-max-bytes":16384,"x-max-depth":32,"x-finite-numbers":true,"x-storable-text":true,"required":["score_id","name","value","source","client_ts_utc"],"oneOf":[{"required":["session_id"],"not":{"required":["record_id"]}},{"required":["record_id"],"not":{"required":["session_id"]}}],"additionalProperties":false,"properties":{"score_id":{"$ref":"#/$defs/ScoreUuid"},"session_id":{"description":"The session judged: it must hold at least one record of the agent. Exclusive with record_id.","type":"string","minLength":1,"x-max-bytes":256},"record_id":{"description":"The record judged: a stored record of the agent. Exclusive with session_id.","$ref":"#/$defs/ScoreUuid"},"name":{"$ref":"#/$defs/ScoreName"},"value":{"$ref":"#/$defs/ScoreValue"},"explanation":{"description":"Why the scorer gave this value.","type":"string","x-max-bytes":4096},"source":{"$ref":"#/$defs/ScoreSource"},"config_id":{"description":"A score config of the agent's owner the value must fit (422 score_out_of_range otherwise).","$ref":"#/$defs/ScoreUuid"},"judged_checkpoint":{"$ref":"#/$defs/JudgedCheckpoint"},"metadata":{"description":"Free-form context of the judgement.","type":"object","x-max-bytes":4096},"client_ts_utc":{"description":"Client clock, epoch milliseconds.","type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},"agent_id":{"description":"Set by the service; ignored when supplied.","type":"string","x-max-bytes":128},"server_ts_utc":{"description":"Receipt time stamped by the service; ignored when supplied.","type":"integer"},"scored_by":{"description":"Set by the service: the owner (`own_…`) or scorer (`scr_…`) whose key wrote the score; ignored when supplied.","type":"string","x-max-bytes":128}}};
const schema52 = {"description":"UUID v4 in canonical lowercase form.","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","x-pattern-reason":"must be a UUID (8-4-4-4-12 hex), lowercase, version 4"};
const schema55 = {"description":"A finite number (numeric), a string of 1-64 characters (a category), or a boolean.","oneOf":[{"type":"number"},{"type":"string","minLength":1,"maxLength":64},{"type":"boolean"}]};
const schema59 = {"description":"A checkpoint of the agent's record log that covers every record of the target: this score judged exactly this trace (422 checkpoint_mismatch otherwise).","type":"object","required":["tree_size","root_hash"],"additionalProperties":false,"properties":{"tree_size":{"type":"integer","minimum":1,"maximum":9007199254740991},"root_hash":{"description":"SHA-256 as 64 lowercase hex digits.","type":"string","pattern":"^[0-9a-f]{64}$","x-pattern-reason":"must be 64 lowercase hex digits"}}};
const func31 = (function(){function leafBound(member,finite,storable){if(typeof member==="string")return storable&&isUnstorableText(member)?-3:member.length*6+2;if(typeof member==="number")return finite&&member-member!==0?-2:25;if(member!==null&&typeof member==="object")return-1;return 5};function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))};return function scanWide(value,maxDepth,finite,storable,storableNames){let bound=0;let flags=0;const stack=[[value],-1];while(stack.length>0){const depth=stack.pop();const v=stack.pop();if(depth>=maxDepth)return-1;if(Array.isArray(v)){bound+=v.length+2;for(let i=0;i<v.length;i++){const b=leafBound(v[i],finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(v[i],depth+1);else flags|=-b-1}}else{bound+=2;for(const name in v){if(!Object.prototype.hasOwnProperty.call(v,name))continue;const member=v[name];const b=leafBound(member,finite,storable);if(b>=0)bound+=b;else if(b===-1)stack.push(member,depth+1);else flags|=-b-1;bound+=name.length*6+4;if(storable&&storableNames?.[name]!==true&&isUnstorableText(name))flags|=2}}}return flags&1?-2:flags&2?-3:bound}})();
const func32 = (function(){;return function locate(value,test,names=true){let flagged=value===null||typeof value!=="object"?test(value):false;const scan=flagged||value===null||typeof value!=="object"?[]:[value];while(scan.length>0&&!flagged){const v=scan.pop();if(Array.isArray(v)){for(let i=0;i<v.length&&!flagged;i++){const member=v[i];if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}else{const keys=Object.keys(v);for(let i=0;i<keys.length&&!flagged;i++){const member=v[keys[i]];if(names&&test(keys[i]))flagged=true;else if(member!==null&&typeof member==="object")scan.push(member);else flagged=test(member)}}}if(!flagged)return null;const values=[value];const pointers=[""];while(values.length>0){const v=values.pop();const pointer=pointers.pop();if(v===null||typeof v!=="object"){if(test(v))return pointer;continue}const keys=Array.isArray(v)?Object.keys(v):Object.keys(v).sort();for(let i=keys.length-1;i>=0;i--){const name=keys[i];const at=`${pointer}/${name.replace(/~/g,"~0").replace(/\//g,"~1")}`;values.push(v[name]);pointers.push(at);if(names&&!Array.isArray(v)){values.push(name);pointers.push(at)}}}return null}})();
const func33 = (function(){;return function isNonFiniteNumber(leaf){return typeof leaf==="number"&&!Number.isFinite(leaf)}})();
const func35 = (function(){;return function isUnstorableText(leaf){if(typeof leaf!=="string")return false;const wellFormed=leaf.isWellFormed;return leaf.indexOf("\0")!==-1||(wellFormed?!wellFormed.call(leaf):/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))}})();
const func38 = Object.prototype.hasOwnProperty;
const obj0 = {__proto__: null, "acting_record_id": true, "action_summary": true, "action_type": true, "address": true, "agent_id": true, "agent_wallet_address": true, "agents": true, "alternatives_considered": true, "api_key": true, "archived": true, "attachments": true, "attestations": true, "audit_path": true, "batch_id": true, "behavior": true, "blobs": true, "block_number": true, "body": true, "categories": true, "category": true, "chain_id": true, "client_ts_utc": true, "closed": true, "code": true, "config_id": true, "configs": true, "cost_usd": true, "count": true, "created_at": true, "created_ms": true, "current": true, "data": true, "data_type": true, "database": true, "default_wallet_address": true, "deprecated": true, "description": true, "details": true, "digest": true, "dry_run": true, "duration_ms": true, "endpoint": true, "epoch": true, "epoch_root": true, "epoch_size": true, "erased_at_ms": true, "error": true, "execution_id": true, "execution_status": true, "explanation": true, "field": true, "finish_reason": true, "first": true, "first_server_ts_utc": true, "first_ts_utc": true, "goal": true, "grace_ms": true, "granted_ms": true, "input_payload": true, "input_record_id": true, "inputs": true, "is_duplicate": true, "judged_checkpoint": true, "key_name": true, "kind": true, "label": true, "last_server_ts_utc": true, "last_ts_utc": true, "latest": true, "leaf_hash": true, "leaf_index": true, "lessons": true, "log_public": true, "max": true, "mean": true, "media_type": true, "message": true, "metadata": true, "min": true, "mode": true, "model_invocation": true, "model_name": true, "model_version": true, "name": true, "next_cursor": true, "note": true, "notes": true, "outcome": true, "output_payload": true, "owner": true, "owner_id": true, "parameters": true, "parent_record_id": true, "plan_steps": true, "previous_key_expires_at": true, "prompt": true, "proof": true, "provider": true, "publication": true, "rationale": true, "reason": true, "record_count": true, "record_id": true, "records": true, "ref": true, "reflection": true, "request_id": true, "results": true, "retired_verifier_keys": true, "retry_after_ms": true, "root_hash": true, "rule": true, "schema_version": true, "score": true, "score_id": true, "scored_by": true, "scorer_id": true, "scores": true, "second": true, "server_ts_utc": true, "session_id": true, "sessions": true, "signature": true, "signer_address": true, "size_bytes": true, "source": true, "status": true, "stored_at_ms": true, "success": true, "summary": true, "sunset": true, "tags": true, "target_system": true, "temperature": true, "timestamp_ms": true, "tokens_in": true, "tokens_out": true, "tool_id": true, "tool_meta": true, "transaction_hash": true, "tree_size": true, "trigger_description": true, "trigger_payload_summary": true, "trigger_source": true, "trigger_type": true, "upstream_record_id": true, "uri": true, "url": true, "value": true, "verifier_key": true, "version": true, "versions": true, "wallet": true, "wallet_mode": true, "website": true};
const pattern8 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "u");
const pattern12 = new RegExp("^[0-9a-f]{64}$", "u");
const schema56 = {"description":"Who or what judged: a person, a model, code, or a rule; optionally its name and version.","type":"object","required":["kind"],"additionalProperties":false,"properties":{"kind":{"$ref":"#/$defs/ScoreSourceKind"},"name":{"type":"string","minLength":1,"x-max-bytes":128},"version":{"type":"string","minLength":1,"x-max-bytes":64}}};
const schema57 = {"type":"string","enum":["human","llm","code","rule"]};

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
if((data.kind === undefined) && (missing0 = "kind")){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "name")) || (key0 === "version"))){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate36.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/$defs/ScoreSourceKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "human") || (data0 === "llm")) || (data0 === "code")) || (data0 === "rule"))){
validate36.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/$defs/ScoreSourceKind/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1)){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data1, 128)){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data1)){
if(!func2(data1, 128)){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func2(data1, 128)){
validate36.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data2 = data.version;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(data2.length < 1 || (data2.length < 2 * 1 && func1(data2) < 1)){
validate36.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data2, 64)){
validate36.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 64},message:"must NOT be longer than 64 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs7){
if(Array.isArray(data2)){
if(!func2(data2, 64)){
validate36.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 64},message:"must NOT be longer than 64 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(!func2(data2, 64)){
validate36.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/x-max-bytes",keyword:"x-max-bytes",params:{limit: 64},message:"must NOT be longer than 64 bytes (UTF-8)"}];
return false;
}
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const scan0 = func31(data, 32, true, true, obj0);
if(scan0 === -1){
validate35.errors = [{instancePath,schemaPath:"#/x-max-depth",keyword:"x-max-depth",params:{limit: 32},message:"must NOT nest arrays and objects more than 32 levels deep"}];
return false;
}
else {
if(scan0 === -2){
validate35.errors = [{instancePath,schemaPath:"#/x-finite-numbers",keyword:"x-finite-numbers",params:{pointer: func32(data, func33, false)},message:"must be a finite number"}];
return false;
}
else {
if(scan0 === -3){
validate35.errors = [{instancePath,schemaPath:"#/x-storable-text",keyword:"x-storable-text",params:{pointer: func32(data, func35, true)},message:"holds a NUL character or an unpaired surrogate, which cannot be stored"}];
return false;
}
else {
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.record_id === undefined) && (missing0 = "record_id")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(valid1){
const err1 = {instancePath,schemaPath:"#/oneOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.session_id === undefined) && (missing1 = "session_id")){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.session_id === undefined) && (missing2 = "session_id")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var valid2 = _errs7 === errors;
if(valid2){
const err4 = {instancePath,schemaPath:"#/oneOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
if(errors === _errs5){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.record_id === undefined) && (missing3 = "record_id")){
const err5 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate35.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
}
}
}
if(errors === 0){
if(typeof data === "string"){
if((scan0 < 0 || scan0 > 16384) && !func2(data, 16384)){
validate35.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if((scan0 < 0 || scan0 > 16384) && !func2(data, 16384)){
validate35.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((((((data.score_id === undefined) && (missing4 = "score_id")) || ((data.name === undefined) && (missing4 = "name"))) || ((data.value === undefined) && (missing4 = "value"))) || ((data.source === undefined) && (missing4 = "source"))) || ((data.client_ts_utc === undefined) && (missing4 = "client_ts_utc"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key0 in data){
if(!(func38.call(schema51.properties, key0))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data.score_id !== undefined){
let data0 = data.score_id;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
validate35.errors = [{instancePath:instancePath+"/score_id",schemaPath:"#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/score_id",schemaPath:"#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.session_id !== undefined){
let data1 = data.session_id;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data1 === "string"){
if(data1.length < 1 || (data1.length < 2 * 1 && func1(data1) < 1)){
validate35.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data1, 256)){
validate35.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs12){
if(Array.isArray(data1)){
if(!func2(data1, 256)){
validate35.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs12){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func2(data1, 256)){
validate35.errors = [{instancePath:instancePath+"/session_id",schemaPath:"#/properties/session_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.record_id !== undefined){
let data2 = data.record_id;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
validate35.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/record_id",schemaPath:"#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.name !== undefined){
let data3 = data.name;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9_.-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9_.-]*$"+"\""}];
return false;
}
else {
if(data3.length < 1 || (data3.length < 2 * 1 && func1(data3) < 1)){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data3.length > 64 && func1(data3) > 64){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/ScoreName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.value !== undefined){
let data4 = data.value;
const _errs20 = errors;
const _errs22 = errors;
let valid8 = false;
let passing1 = null;
const _errs23 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/ScoreValue/oneOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1){
valid8 = true;
passing1 = 0;
}
const _errs25 = errors;
if(errors === _errs25){
if(typeof data4 === "string"){
if(data4.length < 1 || (data4.length < 2 * 1 && func1(data4) < 1)){
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/ScoreValue/oneOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data4.length > 64 && func1(data4) > 64){
const err9 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/ScoreValue/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/ScoreValue/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs25 === errors;
if(_valid1 && valid8){
valid8 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid8 = true;
passing1 = 1;
}
const _errs27 = errors;
if(typeof data4 !== "boolean"){
const err11 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/ScoreValue/oneOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs27 === errors;
if(_valid1 && valid8){
valid8 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid8 = true;
passing1 = 2;
}
}
}
if(!valid8){
const err12 = {instancePath:instancePath+"/value",schemaPath:"#/$defs/ScoreValue/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate35.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.explanation !== undefined){
let data5 = data.explanation;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data5 === "string"){
if(!func2(data5, 4096)){
validate35.errors = [{instancePath:instancePath+"/explanation",schemaPath:"#/properties/explanation/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/explanation",schemaPath:"#/properties/explanation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs29){
if(Array.isArray(data5)){
if(!func2(data5, 4096)){
validate35.errors = [{instancePath:instancePath+"/explanation",schemaPath:"#/properties/explanation/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs29){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(!func2(data5, 4096)){
validate35.errors = [{instancePath:instancePath+"/explanation",schemaPath:"#/properties/explanation/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.source !== undefined){
const _errs31 = errors;
if(!(validate36(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.config_id !== undefined){
let data7 = data.config_id;
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
validate35.errors = [{instancePath:instancePath+"/config_id",schemaPath:"#/$defs/ScoreUuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/config_id",schemaPath:"#/$defs/ScoreUuid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs32 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.judged_checkpoint !== undefined){
let data8 = data.judged_checkpoint;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing5;
if(((data8.tree_size === undefined) && (missing5 = "tree_size")) || ((data8.root_hash === undefined) && (missing5 = "root_hash"))){
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint",schemaPath:"#/$defs/JudgedCheckpoint/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs38 = errors;
for(const key1 in data8){
if(!((key1 === "tree_size") || (key1 === "root_hash"))){
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint",schemaPath:"#/$defs/JudgedCheckpoint/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs38 === errors){
if(data8.tree_size !== undefined){
let data9 = data8.tree_size;
const _errs39 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint/tree_size",schemaPath:"#/$defs/JudgedCheckpoint/properties/tree_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs39){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint/tree_size",schemaPath:"#/$defs/JudgedCheckpoint/properties/tree_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data9 < 1 || isNaN(data9)){
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint/tree_size",schemaPath:"#/$defs/JudgedCheckpoint/properties/tree_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid11 = _errs39 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data8.root_hash !== undefined){
let data10 = data8.root_hash;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data10 === "string"){
if(!pattern12.test(data10)){
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint/root_hash",schemaPath:"#/$defs/JudgedCheckpoint/properties/root_hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint/root_hash",schemaPath:"#/$defs/JudgedCheckpoint/properties/root_hash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid11 = _errs41 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/judged_checkpoint",schemaPath:"#/$defs/JudgedCheckpoint/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.metadata !== undefined){
let data11 = data.metadata;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data11 === "string"){
if(!func2(data11, 4096)){
validate35.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs43){
if(Array.isArray(data11)){
if(!func2(data11, 4096)){
validate35.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs43){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(!func2(data11, 4096)){
validate35.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/x-max-bytes",keyword:"x-max-bytes",params:{limit: 4096},message:"must NOT be longer than 4096 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var valid3 = _errs43 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.client_ts_utc !== undefined){
let data12 = data.client_ts_utc;
const _errs45 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate35.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs45){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
validate35.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data12 <= 0 || isNaN(data12)){
validate35.errors = [{instancePath:instancePath+"/client_ts_utc",schemaPath:"#/properties/client_ts_utc/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
}
var valid3 = _errs45 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.agent_id !== undefined){
let data13 = data.agent_id;
const _errs47 = errors;
if(errors === _errs47){
if(typeof data13 === "string"){
if(!func2(data13, 128)){
validate35.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs47){
if(Array.isArray(data13)){
if(!func2(data13, 128)){
validate35.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs47){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(!func2(data13, 128)){
validate35.errors = [{instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs47 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.server_ts_utc !== undefined){
let data14 = data.server_ts_utc;
const _errs49 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate35.errors = [{instancePath:instancePath+"/server_ts_utc",schemaPath:"#/properties/server_ts_utc/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.scored_by !== undefined){
let data15 = data.scored_by;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data15 === "string"){
if(!func2(data15, 128)){
validate35.errors = [{instancePath:instancePath+"/scored_by",schemaPath:"#/properties/scored_by/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/scored_by",schemaPath:"#/properties/scored_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs51){
if(Array.isArray(data15)){
if(!func2(data15, 128)){
validate35.errors = [{instancePath:instancePath+"/scored_by",schemaPath:"#/properties/scored_by/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs51){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(!func2(data15, 128)){
validate35.errors = [{instancePath:instancePath+"/scored_by",schemaPath:"#/properties/scored_by/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
}
}
var valid3 = _errs51 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if((scan0 < 0 || scan0 > 16384) && !func2(data, 16384)){
validate35.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 16384},message:"must NOT be longer than 16384 bytes (UTF-8)"}];
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
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ScoreBatchRequest = validate38;
const schema60 = {"description":"1 to 50 scores. Each entry is validated on its own as a Score, so one bad score fails alone.","type":"object","x-max-bytes":1048576,"required":["scores"],"additionalProperties":false,"properties":{"scores":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object"}}}};

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
if(typeof data === "string"){
if(!func2(data, 1048576)){
validate38.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if(!func2(data, 1048576)){
validate38.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.scores === undefined) && (missing0 = "scores")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "scores")){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.scores !== undefined){
let data0 = data.scores;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 50){
validate38.errors = [{instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate38.errors = [{instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate38.errors = [{instancePath:instancePath+"/scores/" + i0,schemaPath:"#/properties/scores/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(!func2(data, 1048576)){
validate38.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const UpdateAgentRequest = validate39;
const schema61 = {"description":"Replaces the given metadata fields (omitted fields keep their value), and/or makes the agent's log public (`log_public`).","type":"object","required":[],"additionalProperties":false,"properties":{"metadata":{"$ref":"#/$defs/AgentMetadata"},"log_public":{"description":"Whether anyone may read the agent's log under /v1/agents/{agent_id}/log/ (checkpoint, tiles, entry bundles: record digests, never content) without the owner's key.","type":"boolean"}},"minProperties":1};

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
if(Object.keys(data).length < 1){
validate39.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "metadata") || (key0 === "log_public"))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.metadata !== undefined){
const _errs2 = errors;
if(!(validate32(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.log_public !== undefined){
const _errs3 = errors;
if(typeof data.log_public !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/log_public",schemaPath:"#/properties/log_public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
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

export const UpdateOwnerRequest = validate41;
const schema62 = {"description":"`default_wallet_address` applies to byow owners only; the wallet mode never changes.","type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/OwnerName"},"default_wallet_address":{"$ref":"#/$defs/EvmAddress"}}};

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
if(Object.keys(data).length < 1){
validate41.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "default_wallet_address"))){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1 || (data0.length < 2 * 1 && func1(data0) < 1)){
validate41.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data0, 256)){
validate41.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func2(data0, 256)){
validate41.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 256)){
validate41.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
if(data.default_wallet_address !== undefined){
let data1 = data.default_wallet_address;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
validate41.errors = [{instancePath:instancePath+"/default_wallet_address",schemaPath:"#/$defs/EvmAddress/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/default_wallet_address",schemaPath:"#/$defs/EvmAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const UpdateScoreConfigRequest = validate42;
const schema65 = {"description":"A config only ever gets archived: scores already naming it stay valid; new ones naming it are refused (score_out_of_range, rule `archived`).","type":"object","required":["archived"],"additionalProperties":false,"properties":{"archived":{"const":true}}};

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
if((data.archived === undefined) && (missing0 = "archived")){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "archived")){
validate42.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.archived !== undefined){
if(true !== data.archived){
validate42.errors = [{instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
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

