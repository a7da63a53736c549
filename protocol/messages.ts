// Model messages as readable text, role by role (`system: …\nuser: …`), not raw JSON: the one
// rendering of every path that stores a prompt or an output — OTLP ingest (server/otel/map.ts)
// and the TypeScript framework integrations. Python (integrations/_common.py, message_line) and
// Go (go/otelledger/messages.go) render the same; test/vectors/messages.json holds all three.
//
// Shapes read: chat-completions messages (role, content as text, parts or one part, tool_calls),
// Responses API items (function_call, function_call_output; the Agents SDK's
// function_call_result), LangChain's messages as such objects, calls with `input` or `toolName`
// (Anthropic, the AI SDK), and the GenAI semantic conventions' messages (role, parts: text,
// tool_call, tool_call_response, …).

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as text: a string as it is, anything else as compact JSON (a framework's object that JSON cannot hold, as String gives it). */
export function textOf(value: Json): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value); // a cycle, a BigInt
  }
}

/** Python's truthiness, which the Python rendering decides with: "", [], {}, 0, false, null are absent. */
const present = (value: Json): boolean =>
  Array.isArray(value) ? value.length > 0 : isObject(value) ? Object.keys(value).length > 0 : Boolean(value);

function callText(call: JsonObject): string {
  const fn = isObject(call.function) ? call.function : call;
  const args = fn.arguments ?? fn.args ?? fn.input ?? "";
  return `[call ${textOf(fn.name ?? fn.toolName ?? "?")}(${textOf(args)})]`;
}

/** One part of a message's content: its text, a tool call as `[call name(arguments)]`, a tool's answer, else `[type]` (an image, a blob). */
function partText(part: Json): string {
  if (typeof part === "string") return part;
  if (!isObject(part)) return textOf(part);
  if (part.type === "tool_call") return callText(part);
  if (part.type === "tool_call_response") return textOf(part.response ?? "");
  // A blob's content is its bytes (base64), not text.
  const text = part.text ?? part.refusal ?? (part.type === "blob" ? undefined : part.content);
  return typeof text === "string" ? text : `[${textOf(part.type ?? "part")}]`;
}

function contentText(content: Json): string {
  if (content === undefined || content === null) return "";
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map(partText).join(" ");
  if (isObject(content) && typeof content.text === "string") return content.text; // one part
  return textOf(content);
}

/** One message as `role: text`. */
export function messageLine(message: Json): string {
  if (!isObject(message)) return textOf(message);
  if (message.type === "function_call") return `assistant: ${callText(message)}`;
  if (message.type === "function_call_output" || message.type === "function_call_result") return `tool: ${contentText(message.output)}`;
  const role = [message.role, message.type].find(present) ?? "message";
  const pieces = present(message.content) ? [contentText(message.content)] : [];
  for (const call of Array.isArray(message.tool_calls) ? message.tool_calls : []) if (isObject(call)) pieces.push(callText(call));
  for (const part of Array.isArray(message.parts) ? message.parts : []) pieces.push(partText(part));
  return `${textOf(role)}: ${pieces.join(" ")}`;
}

export const renderMessages = (messages: readonly Json[]): string => messages.map(messageLine).join("\n");

/** Messages nest at most this deep (a tool call's arguments in a part in a message in a list); deeper text is kept as it came. */
const MAX_MESSAGE_DEPTH = 64;

/** Whether a JSON value nests no deeper than `levels`; looks no deeper than that. */
function within(value: Json, levels: number): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (levels === 0) return false;
  return Object.values(value).every((item) => within(item, levels - 1));
}

/** JSON text parsed, or undefined when it is not JSON or nests deeper than MAX_MESSAGE_DEPTH. */
function parsed(text: string): Json {
  let value: Json;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return within(value, MAX_MESSAGE_DEPTH) ? value : undefined;
}

/**
 * A GenAI message attribute (gen_ai.input.messages, gen_ai.output.messages) as text: a list of
 * messages — JSON text, as the SDKs send it, or an array value — role by role; any other value
 * as it is.
 */
export function renderMessageList(value: Json): string {
  const list = typeof value === "string" ? parsed(value) : value;
  return Array.isArray(list) && list.length > 0 && list.every(isObject) ? renderMessages(list) : textOf(value);
}

/** gen_ai.system_instructions (a list of parts, JSON text or an array value; or plain text) as one `system: …` line. */
export function renderSystemInstructions(value: Json): string {
  const parts = typeof value === "string" ? parsed(value) : value;
  return messageLine({ role: "system", parts: Array.isArray(parts) ? parts : [textOf(value)] });
}
