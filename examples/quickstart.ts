// Quickstart: register an agent, record one decision cycle, read it back.
//
//   ADMIN_TOKEN=dev-admin-token-for-this-laptop-only npm start          # the service on http://127.0.0.1:8080
//   curl -s -X POST http://127.0.0.1:8080/v1/owners \
//     -H 'authorization: Bearer dev-admin-token-for-this-laptop-only' -H 'content-type: application/json' \
//     -d '{"name":"Quickstart","wallet":{"mode":"custodial"}}'     # prints the owner's api_key once
//   LEDGER_API_KEY=tlk_… npx tsx examples/quickstart.ts
//
// LEDGER_ENDPOINT overrides the address (default: the development service).
import { LedgerClient, newRecordId, type ConnectionOptions } from "../sdk/index.ts";

const apiKey = process.env.LEDGER_API_KEY;
if (!apiKey) {
  console.error("Set LEDGER_API_KEY to an owner API key (see the comment at the top of this file).");
  process.exit(1);
}
const connection: ConnectionOptions = process.env.LEDGER_ENDPOINT
  ? { apiKey, endpoint: process.env.LEDGER_ENDPOINT }
  : { apiKey, environment: "development" };

// Idempotent on the name: a second run answers the same agent.
const agent = await LedgerClient.registerAgent({
  ...connection,
  name: "quickstart-agent",
  metadata: { description: "Rebalances a small treasury", tags: ["example"] },
});
console.log(`agent ${agent.agent_id} (${agent.wallet_mode} wallet ${agent.agent_wallet_address})`);

const client = new LedgerClient({
  ...connection,
  agentId: agent.agent_id,
  // Stamped on Planning, Thinking and Reflecting records that do not name their own model.
  defaultModelInvocation: { provider: "openai", model_name: "gpt-4o", model_version: "2024-08-06" },
});
const session = client.newSession();

// Ids assigned up front, so each step can name its parent and upstream records.
const id = {
  observe: newRecordId(),
  plan: newRecordId(),
  think: newRecordId(),
  tool: newRecordId(),
  act: newRecordId(),
  reflect: newRecordId(),
};

// Submitted in order: a parent or upstream record must be stored before a record names it.
await session.submit({
  behavior: "Observing",
  record_id: id.observe,
  trigger_source: "treasury-monitor",
  trigger_type: "market_data",
  trigger_description: "ETH share of the treasury rose to 62% (target 50%).",
});
await session.submit({
  behavior: "Planning",
  record_id: id.plan,
  parent_record_id: id.observe,
  goal: "Bring the ETH share back to 50%",
  plan_steps: ["Quote ETH→USDC on a DEX", "Swap the excess", "Confirm the new balances"],
});
await session.submit({
  behavior: "Thinking",
  record_id: id.think,
  parent_record_id: id.plan,
  upstream_record_id: [id.observe],
  prompt: "Treasury: 62% ETH, 38% USDC, target 50/50. How much ETH should be sold?",
  inputs: [{ kind: "record", ref: id.observe, summary: "the balance observation" }],
  output_payload: "Sell 12% of the treasury's value in ETH for USDC.",
});
await session.submit({
  behavior: "ToolCalling",
  record_id: id.tool,
  parent_record_id: id.think,
  tool_meta: { tool_id: "dex-quote", category: "http_api", endpoint: "https://dex.example/quote" },
  description: "Quote the ETH→USDC swap",
  input_payload: '{"sell":"ETH","buy":"USDC","amount":"4.2"}',
  output_payload: '{"price":"3150.12","slippage_bps":8}',
  success: true,
});
await session.submit({
  behavior: "Acting",
  record_id: id.act,
  parent_record_id: id.tool,
  upstream_record_id: [id.think, id.tool],
  action_type: "swap",
  target_system: "ethereum",
  action_summary: "Swap 4.2 ETH for USDC (simulated)",
  parameters: { sell: "ETH", buy: "USDC", amount: "4.2" },
  dry_run: true,
  execution_status: "simulated",
});

// Later, perhaps from another process: a reflection joins the closed cycle by its session id.
await client.newSession(session.id).submit({
  behavior: "Reflecting",
  record_id: id.reflect,
  parent_record_id: id.act,
  reflection: "The simulated swap restored the target allocation within slippage.",
  outcome: "success",
  lessons: ["Quote before acting: slippage stayed under 10 bps."],
  score: 0.9,
});

const { session_id, records } = await client.getSession(session.id);
console.log(`session ${session_id}: ${records.length} records`);
for (const record of records) {
  const parent = "parent_record_id" in record && record.parent_record_id ? ` ← ${record.parent_record_id}` : "";
  console.log(`  ${new Date(record.server_ts_utc).toISOString()}  ${record.behavior.padEnd(11)} ${record.record_id}${parent}`);
}
console.log(JSON.stringify(records, null, 2));
