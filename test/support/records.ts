// Valid records of every kind, for tests across the tree. Each call returns fresh ids.
import { randomUUID } from "node:crypto";
import type { TraceRecord } from "../../generated/types/schema.ts";

type Behavior = TraceRecord["behavior"];
type Of<B extends Behavior> = Extract<TraceRecord, { behavior: B }>;

const common = (session_id: string) => ({
  session_id,
  record_id: randomUUID(),
  schema_version: "1.0",
  client_ts_utc: Date.now(),
});

const examples = {
  Observing: (s: string): Of<"Observing"> => ({
    ...common(s),
    behavior: "Observing",
    trigger_source: "exchange-feed",
    trigger_type: "market_data",
    trigger_description: "ETH moved 4% in 10 minutes",
    trigger_payload_summary: "ETH/USD 3120 → 3245",
  }),
  Planning: (s: string): Of<"Planning"> => ({
    ...common(s),
    behavior: "Planning",
    goal: "Keep the portfolio within its risk band",
    plan_steps: ["check exposure", "price a rebalance", "act if drift > 3%"],
    model_invocation: { provider: "openai", model_name: "gpt-4o" },
  }),
  Thinking: (s: string): Of<"Thinking"> => ({
    ...common(s),
    behavior: "Thinking",
    prompt: "Exposure is 68% ETH against a 60% target. Rebalance?",
    inputs: [{ kind: "tool_output", ref: "price-feed", summary: "ETH 3245" }],
    output_payload: "Yes: sell 8% of ETH into USDC.",
    model_invocation: { provider: "anthropic", model_name: "claude", tokens_in: 812, tokens_out: 64, temperature: 0.2 },
  }),
  ToolCalling: (s: string): Of<"ToolCalling"> => ({
    ...common(s),
    behavior: "ToolCalling",
    tool_meta: { tool_id: "dex-quote", category: "blockchain", endpoint: "https://quotes.example/v1" },
    description: "Quote 2.1 ETH → USDC",
    input_payload: '{"amount":"2.1"}',
    output_payload: '{"usdc":"6814.5"}',
    success: true,
  }),
  Acting: (s: string): Of<"Acting"> => ({
    ...common(s),
    behavior: "Acting",
    action_type: "swap",
    target_system: "ethereum",
    action_summary: "Swap 2.1 ETH for USDC",
    parameters: { amount: "2.1", slippage_bps: 30 },
    dry_run: false,
    execution_status: "confirmed",
    execution_id: "0x9f2c4e1a",
  }),
  Reflecting: (s: string): Of<"Reflecting"> => ({
    ...common(s),
    behavior: "Reflecting",
    reflection: "The swap landed within slippage.",
    outcome: "success",
    lessons: ["quote twice in volatile markets"],
    score: 0.8,
  }),
  Other: (s: string): Of<"Other"> => ({
    ...common(s),
    behavior: "Other",
    label: "heartbeat",
    data: { uptime_s: 3600 },
  }),
} satisfies { [B in Behavior]: (session: string) => Of<B> };

export const BEHAVIOR_EXAMPLES = Object.keys(examples) as Behavior[];

/** A valid record of the given kind in `session` (default: a fresh session). */
export function recordOf<B extends Behavior>(behavior: B, session = `sess-${randomUUID()}`): Of<B> {
  return (examples[behavior] as (s: string) => Of<B>)(session);
}
