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

export const RecordBatchRequest = validate26;
const schema38 = {"description":"1 to 50 records. Each entry is validated on its own as a Record, so one bad record fails alone.","type":"object","x-max-bytes":1048576,"required":["records"],"additionalProperties":false,"properties":{"records":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"object"}}}};

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
if(typeof data === "string"){
if(!func2(data, 1048576)){
validate26.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(Array.isArray(data)){
if(!func2(data, 1048576)){
validate26.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.records === undefined) && (missing0 = "records")){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "records")){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate26.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data0.length < 1){
validate26.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate26.errors = [{instancePath:instancePath+"/records/" + i0,schemaPath:"#/properties/records/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate26.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate26.errors = [{instancePath,schemaPath:"#/x-max-bytes",keyword:"x-max-bytes",params:{limit: 1048576},message:"must NOT be longer than 1048576 bytes (UTF-8)"}];
return false;
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
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const RegisterAgentRequest = validate27;
const schema39 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/AgentName"},"wallet":{"$ref":"#/$defs/AgentWalletInput"},"metadata":{"$ref":"#/$defs/AgentMetadata"}}};
const schema40 = {"description":"Chosen by the owner; unique within the owner.","type":"string","minLength":1,"x-max-bytes":128};
const schema41 = {"description":"A partner-owned address recorded as the agent's anchor author (byow owners only). The signer stays with the partner and never travels.","type":"object","required":["address"],"additionalProperties":false,"properties":{"address":{"$ref":"#/$defs/EvmAddress"}}};

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
if((data.address === undefined) && (missing0 = "address")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "address")){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate28.errors = [{instancePath:instancePath+"/address",schemaPath:"#/$defs/EvmAddress/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/address",schemaPath:"#/$defs/EvmAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

const schema43 = {"description":"Display fields of an agent.","type":"object","additionalProperties":false,"properties":{"description":{"type":"string","x-max-bytes":2048},"website":{"type":"string","x-max-bytes":2048},"tags":{"type":"array","maxItems":32,"items":{"$ref":"#/$defs/Tag"}}}};
const schema44 = {"description":"At most 64 characters (Unicode code points), as the specification says; an emoji is one.","type":"string","minLength":1,"maxLength":64};

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
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "description") || (key0 === "website")) || (key0 === "tags"))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs2){
if(Array.isArray(data0)){
if(!func2(data0, 2048)){
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 2048)){
validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
validate30.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data1)){
if(!func2(data1, 2048)){
validate30.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(!func2(data1, 2048)){
validate30.errors = [{instancePath:instancePath+"/website",schemaPath:"#/properties/website/x-max-bytes",keyword:"x-max-bytes",params:{limit: 2048},message:"must NOT be longer than 2048 bytes (UTF-8)"}];
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
validate30.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
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
validate30.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(data3.length > 64 && func1(data3) > 64){
validate30.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/$defs/Tag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate30.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(((key0 === "name") || (key0 === "wallet")) || (key0 === "metadata"))){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data0, 128)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func2(data0, 128)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 128)){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/AgentName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 128},message:"must NOT be longer than 128 bytes (UTF-8)"}];
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
if(!(validate28(data.wallet, {instancePath:instancePath+"/wallet",parentData:data,parentDataProperty:"wallet",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
if(!(validate30(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const RotateKeyRequest = validate32;
const schema45 = {"description":"Optional: how long earlier keys keep working, in ms. 0 revokes them at once; the service's KEY_ROTATION_GRACE_MS is both the default and the maximum.","type":"object","additionalProperties":false,"properties":{"grace_ms":{"type":"integer","minimum":0,"maximum":9007199254740991}}};

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
if(!(key0 === "grace_ms")){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.grace_ms !== undefined){
let data0 = data.grace_ms;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate32.errors = [{instancePath:instancePath+"/grace_ms",schemaPath:"#/properties/grace_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate32.errors = [{instancePath:instancePath+"/grace_ms",schemaPath:"#/properties/grace_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate32.errors = [{instancePath:instancePath+"/grace_ms",schemaPath:"#/properties/grace_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
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

export const UpdateAgentRequest = validate33;
const schema46 = {"description":"Replaces the given metadata fields (omitted fields keep their value), makes the agent's log public (`log_public`), and/or sets how long its records are kept (`retention_days`).","type":"object","required":[],"additionalProperties":false,"properties":{"metadata":{"$ref":"#/$defs/AgentMetadata"},"log_public":{"description":"Whether anyone may read the agent's log under /v1/agents/{agent_id}/log/ (checkpoint, tiles, entry bundles: record digests, never content) without the owner's key.","type":"boolean"},"retention_days":{"description":"Records received longer ago than this many days are erased by the service's background round (their tombstones stay; docs/content.md); null: the deployment's RECORD_RETENTION_DAYS, if any.","type":["integer","null"],"minimum":1,"maximum":36500}},"minProperties":1};

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
if(Object.keys(data).length < 1){
validate33.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "metadata") || (key0 === "log_public")) || (key0 === "retention_days"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.metadata !== undefined){
const _errs2 = errors;
if(!(validate30(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate33.errors = [{instancePath:instancePath+"/log_public",schemaPath:"#/properties/log_public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retention_days !== undefined){
let data2 = data.retention_days;
const _errs5 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate33.errors = [{instancePath:instancePath+"/retention_days",schemaPath:"#/properties/retention_days/type",keyword:"type",params:{type: schema46.properties.retention_days.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 36500 || isNaN(data2)){
validate33.errors = [{instancePath:instancePath+"/retention_days",schemaPath:"#/properties/retention_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36500},message:"must be <= 36500"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate33.errors = [{instancePath:instancePath+"/retention_days",schemaPath:"#/properties/retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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

export const UpdateOwnerRequest = validate35;
const schema47 = {"description":"`default_wallet_address` applies to byow owners only; the wallet mode never changes.","type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"$ref":"#/$defs/OwnerName"},"default_wallet_address":{"$ref":"#/$defs/EvmAddress"}}};

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
if(Object.keys(data).length < 1){
validate35.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "default_wallet_address"))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!func2(data0, 256)){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data0)){
if(!func2(data0, 256)){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
return false;
}
}
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(!func2(data0, 256)){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/OwnerName/x-max-bytes",keyword:"x-max-bytes",params:{limit: 256},message:"must NOT be longer than 256 bytes (UTF-8)"}];
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
validate35.errors = [{instancePath:instancePath+"/default_wallet_address",schemaPath:"#/$defs/EvmAddress/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/default_wallet_address",schemaPath:"#/$defs/EvmAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

