// The viewer's pure readings (issue 39), without a browser: durations rounded once (never "1 min
// 60 s"), and a search's phrases and marked snippets (test/browser/viewer-reading.test.ts shows
// them in Chromium).
import { describe, expect, it } from "vitest";
import type { StoredRecord } from "../../sdk/index.ts";
import { duration } from "../../viewer/src/format.ts";
import { holdsPhrases, parseQuery, snippetOf } from "../../viewer/src/query.ts";

const record = (fields: Record<string, unknown>) =>
  ({ behavior: "Other", record_id: "r", session_id: "s", agent_id: "a", server_ts_utc: 1, ...fields }) as unknown as StoredRecord;
const marked = (text: string, q: string) =>
  snippetOf(record({ notes: text }), parseQuery(q))
    ?.parts.map((part) => (part.mark ? `[${part.text}]` : part.text))
    .join("");

describe("durations", () => {
  it.each([
    [999.4, "999 ms"],
    [999.6, "1.00 s"],
    [9_996, "10.0 s"],
    [59_940, "59.9 s"],
    [59_960, "1 min 0 s"],
    [119_600, "2 min 0 s"],
    [165_000, "2 min 45 s"],
    [3_599_600, "1 h 0 min"],
    [5_430_000, "1 h 31 min"],
  ])("%d ms reads %s", (ms, text) => expect(duration(ms)).toBe(text));
});

describe("search as typed", () => {
  it("sends a phrase's words and keeps only the records where they stand together, in one field", () => {
    const query = parseQuery('"payment gateway timeout" refund');
    expect(query.q).toBe("payment gateway timeout refund");
    expect(holdsPhrases(record({ notes: "Refund: Payment-Gateway timeout." }), query)).toBe(true);
    expect(holdsPhrases(record({ notes: "the gateway said nothing about payment; a timeout" }), query)).toBe(false);
    expect(holdsPhrases(record({ notes: "payment gateway", label: "timeout" }), query)).toBe(false);
    expect(holdsPhrases(record({ notes: "payment gatewaytimeout" }), query)).toBe(false);
  });

  it("marks whole words and phrases, CJK inside runs, accents as written", () => {
    expect(marked("Refund failed: payment gateway timeout after 30 s", '"payment gateway timeout"')).toBe(
      "Refund failed: [payment gateway timeout] after 30 s",
    );
    expect(marked("Deploy through the 部署流水线 now", "部署")).toBe("Deploy through the [部署]流水线 now");
    expect(marked("Die Rechnungsprüfung ist abgeschlossen", "prüfung")).toBeUndefined();
    expect(marked("Die Prüfung ist abgeschlossen", "PRÜFUNG")).toBe("Die [Prüfung] ist abgeschlossen");
  });

  it("cuts a long text around the first match at spaces, with ellipses, Markdown marks left out", () => {
    const text = `## Heading\n${"lorem ipsum ".repeat(20)}the **needle** is here ${"dolor sit ".repeat(30)}`;
    expect(marked(text, "needle")).toBe(
      `…ipsum lorem ipsum lorem ipsum lorem ipsum the [needle] is here ${"dolor sit ".repeat(10).trim()}…`,
    );
  });
});
