// The shared rendering of model messages (test/vectors/messages.json) against protocol/messages.ts,
// which OTLP ingest and the TypeScript integrations use; Python's render_messages and Go's
// otelledger are held to the same file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMessageList, renderMessages, renderSystemInstructions } from "../../protocol/messages.ts";

interface Vector {
  name: string;
  text: string;
}
const file = JSON.parse(readFileSync(new URL("../vectors/messages.json", import.meta.url), "utf8")) as {
  messages: (Vector & { messages: unknown[] })[];
  attributes: (Vector & { value: unknown })[];
  system_instructions: (Vector & { value: unknown })[];
};

describe("test/vectors/messages.json", () => {
  it.each(file.messages.map((v) => [v.name, v] as const))("messages: %s", (_, v) => expect(renderMessages(v.messages)).toBe(v.text));
  it.each(file.attributes.map((v) => [v.name, v] as const))("attribute: %s", (_, v) => expect(renderMessageList(v.value)).toBe(v.text));
  it.each(file.system_instructions.map((v) => [v.name, v] as const))("system instructions: %s", (_, v) =>
    expect(renderSystemInstructions(v.value)).toBe(v.text),
  );

  it("keeps a value nested too deep to render as the text it came as", () => {
    const deep = `[{"role":"user","content":[${"[".repeat(200_000)}${"]".repeat(200_000)}]}]`;
    expect(renderMessageList(deep)).toBe(deep);
  });
});
