// GET /v1/agents/{agent_id}/records: words in any script, the filters, keyset pages, and bad
// input answered 400 naming the field (never a 5xx).
import { beforeAll, describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { expectError, ids, sleep, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const agent = useAgent(server);

const PROMPTS = {
  english: "Deploy the Payments-API to staging,\nthen run the smoke tests.",
  chinese: "请把支付服务部署到预发布环境，然后运行冒烟测试。",
  japanese: "決済サービスをステージングにデプロイしてください。",
  korean: "결제 서비스를 스테이징에 배포하세요",
  thai: "ปรับใช้บริการชำระเงินในสภาพแวดล้อมทดสอบ",
  russian: "Разверните платёжный сервис",
  arabic: "انشر خدمة الدفع في بيئة الاختبار",
  hindi: "भुगतान सेवा को तैनात करें",
  greek: "Ανάπτυξη της υπηρεσίας πληρωμών",
  hebrew: "פרוס את שירות התשלומים",
  emoji: "ship it 🚀 now",
  quotes: `He said "rollback" AND -force OR path\\to\\file's (x)`,
};

type Key = keyof typeof PROMPTS;
const thinking: Partial<Record<Key, string>> = {};
let tagged: string;
let tool: string;
let acting: string;
let session: string;
let betweenTs: number;

const search = async (query: string) => {
  const res = await agent.client.search(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { records: { record_id: string; server_ts_utc: number }[]; next_cursor: string | null };
};
const found = async (query: string) => ids((await search(query)).records);
const q = (text: string) => `?q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  for (const key of Object.keys(PROMPTS) as Key[]) {
    const record = { ...recordOf("Thinking"), prompt: PROMPTS[key] };
    expect((await agent.client.submit(record)).status).toBe(201);
    thinking[key] = record.record_id;
  }
  const last = await agent.client.record(thinking.quotes!);
  await sleep(5);
  betweenTs = last.body.server_ts_utc + 1;
  await sleep(5);
  const withTag = { ...recordOf("Observing"), tags: ["release train", "prod"], trigger_description: "A webhook from the release train" };
  const toolRecord = {
    ...recordOf("ToolCalling"),
    input_payload: JSON.stringify({ query: "Zürich weather", nested: { deep: ["needle42"] } }),
  };
  const actingRecord = { ...recordOf("Acting", toolRecord.session_id), parameters: { target: { name: "warehouse-7" } } };
  for (const record of [withTag, toolRecord, actingRecord]) expect((await agent.client.submit(record)).status).toBe(201);
  [tagged, tool, acting, session] = [withTag.record_id, toolRecord.record_id, actingRecord.record_id, toolRecord.session_id];
});

describe("q: words in any script", () => {
  it("finds an English prompt by one word, any case, and by several words (all must match)", async () => {
    expect(await found(q("deploy"))).toEqual([thinking.english]);
    expect(await found(q("SMOKE"))).toEqual([thinking.english]);
    expect(await found(q("payments api staging"))).toEqual([thinking.english]);
    expect(await found(q("payments kubernetes"))).toEqual([]);
  });

  it.each([
    ["chinese", "部署"],
    ["chinese", "冒烟测试"],
    ["japanese", "デプロイ"],
    ["japanese", "決済"],
    ["korean", "배포"],
    ["korean", "서비스를"],
    ["thai", "บริการ"],
    ["russian", "платёжный"],
    ["russian", "СЕРВИС"],
    ["arabic", "الدفع"],
    ["hindi", "तैनात"],
    ["greek", "υπηρεσίας"],
    ["hebrew", "התשלומים"],
    ["emoji", "🚀 ship"],
  ] as [Key, string][])("finds the %s prompt by %s", async (key, word) => {
    expect(await found(q(word))).toEqual([thinking[key]]);
  });

  it("finds a single CJK character, wherever it stands", async () => {
    expect(await found(q("署"))).toEqual([thinking.chinese]);
  });

  it("treats quotes, operators and backslashes as plain separators", async () => {
    expect(await found(q(`"rollback"`))).toEqual([thinking.quotes]);
    expect(await found(q(`rollback AND -force`))).toEqual([thinking.quotes]);
    expect(await found(q(`path\\to\\file`))).toEqual([thinking.quotes]);
    expect(await found(q(`'; drop table records; --`))).toEqual([]);
  });

  it("finds words inside nested payloads, tags and tool inputs, and NFKC-equal spellings", async () => {
    expect(await found(q("needle42"))).toEqual([tool]);
    expect(await found(q("zürich"))).toEqual([tool]);
    expect(await found(q("Zu\u0308rich"))).toEqual([tool]);
    expect(await found(q("warehouse"))).toEqual([acting]);
    expect(await found(q("release train"))).toEqual([tagged]);
  });
});

describe("filters", () => {
  it("behavior, tag and session_id, alone and with q", async () => {
    expect(await found("?behavior=ToolCalling")).toEqual([tool]);
    expect(await found("?tag=prod")).toEqual([tagged]);
    expect(await found(`?tag=${encodeURIComponent("release train")}`)).toEqual([tagged]);
    expect(await found("?tag=release")).toEqual([]);
    expect(await found(`?session_id=${encodeURIComponent(session)}`)).toEqual([acting, tool]);
    expect(await found(`?session_id=${encodeURIComponent(session)}&behavior=Acting`)).toEqual([acting]);
    expect(await found(`${q("deploy")}&behavior=Thinking`)).toEqual([thinking.english]);
    expect(await found(`${q("deploy")}&behavior=Acting`)).toEqual([]);
  });

  it("since (inclusive) and until (exclusive) on server_ts_utc", async () => {
    expect(await found(`?since=${betweenTs}`)).toEqual([acting, tool, tagged]);
    const older = await found(`?until=${betweenTs}&limit=500`);
    expect(older).toHaveLength(Object.keys(PROMPTS).length);
    const { body } = await agent.client.record(tool);
    expect(await found(`?since=${body.server_ts_utc}&until=${body.server_ts_utc + 1}&behavior=ToolCalling`)).toEqual([tool]);
  });

  it("has_attachments: none of these 1.0 records has any", async () => {
    expect(await found("?has_attachments=true")).toEqual([]);
    expect(await found(`?has_attachments=false&session_id=${encodeURIComponent(session)}`)).toEqual([acting, tool]);
  });
});

describe("pages", () => {
  it("newest first; keyset pages hold every match exactly once", async () => {
    const all = await found("?limit=500");
    expect(all).toHaveLength(Object.keys(PROMPTS).length + 3);
    expect(all.slice(0, 3)).toEqual([acting, tool, tagged]);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.records.length).toBeLessThanOrEqual(4);
      paged.push(...ids(page.records));
      cursor = page.next_cursor;
    } while (cursor !== null && paged.length < 100);
    expect(paged).toEqual(all);
    expect(await found("?limit=3")).toEqual(all.slice(0, 3));
  });

  it("a cursor of no record of this agent is 404", async () => {
    expectError(await agent.client.search(`?cursor=${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`), 404, "not_found");
  });
});

describe("bad input: 400 naming the field", () => {
  it.each([
    ["NUL in q", `?q=a%00b`, "/q"],
    ["10 KB of q", q("word ".repeat(2048)), "/q"],
    ["empty q", "?q=", "/q"],
    ["q of punctuation only", q(`"" -- \\ ' ()`), "/q"],
    ["q of 33 words", q(Array.from({ length: 33 }, (_, i) => `w${i}`).join(" ")), "/q"],
    ["a lone surrogate in q", "?q=%ED%A0%80", "/q"],
    ["limit not a number", "?limit=ten", "/limit"],
    ["limit 0", "?limit=0", "/limit"],
    ["since not a number", "?since=yesterday", "/since"],
    ["until negative", "?until=-1", "/until"],
    ["until not after since", "?since=10&until=10", "/until"],
    ["has_attachments not a boolean", "?has_attachments=maybe", "/has_attachments"],
    ["unknown behavior", "?behavior=Dreaming", "/behavior"],
    ["tag over 64 characters", `?tag=${"t".repeat(65)}`, "/tag"],
    ["cursor not a record id", "?cursor=abc", "/cursor"],
  ])("%s", async (_, query, field) => {
    const res = await agent.client.search(query);
    expectError(res, 400, "validation_failed", { field, reason: expect.any(String) });
  });

  it("every script, every ASCII punctuation mark, and format characters answer 200", async () => {
    const punctuation = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i)).join("");
    for (const text of [...Object.values(PROMPTS), punctuation + "x", "\u{1F600}\u{10FFFF}x", "\u202Eabc\u200B"]) {
      expect((await agent.client.search(q(text))).status, text).toBe(200);
    }
  });
});
