// C. SDK local validation of a ~2 KB Thinking record, in this process: the SDK's public
// validateRecord when the SDK is there, else the generated validator it wraps.
import type { Checked } from "../../generated/validate.ts";
import { check } from "../../generated/validate.ts";
import { validateRecord as generatedValidator } from "../../generated/validators/record.js";
import type { BenchContext } from "../context.ts";
import { thinkingRecord2k } from "../fixtures/records.ts";
import { median } from "../load/stats.ts";
import { TARGETS, type ScenarioResult } from "../report/result.ts";

type Validate = (record: unknown) => Checked<unknown>;

// A specifier in a variable: the bench type-checks and runs whether or not the SDK is present.
const SDK_ENTRY = "../../sdk/index.ts";

async function sdkValidator(): Promise<{ validate: Validate; source: string }> {
  try {
    const sdk = (await import(SDK_ENTRY)) as { validateRecord?: Validate };
    if (typeof sdk.validateRecord === "function") return { validate: sdk.validateRecord, source: "sdk/index.ts validateRecord" };
  } catch {
    // no SDK in this tree
  }
  return { validate: (record) => check(generatedValidator, record), source: "generated/validators/record.js via check()" };
}

const DISTINCT_RECORDS = 16;
const BURST = 10_000;

/** Validations per second over one round of `durationMs`, cycling through distinct records. */
function round(validate: Validate, records: readonly unknown[], durationMs: number): number {
  let done = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  while (performance.now() < deadline) {
    for (let i = 0; i < BURST; i++) if (!validate(records[i % records.length]).ok) failed++;
    done += BURST;
  }
  if (failed > 0) throw new Error(`C: ${failed} validations of valid records failed`);
  return (done / (performance.now() - started)) * 1000;
}

export async function sdkValidation(ctx: BenchContext): Promise<ScenarioResult> {
  const { validate, source } = await sdkValidator();
  const records = Array.from({ length: DISTINCT_RECORDS }, thinkingRecord2k);
  const bytes = Buffer.byteLength(JSON.stringify(records[0]));
  round(validate, records, ctx.options.warmupMs);
  const rounds = Array.from({ length: Math.max(3, ctx.options.rounds) }, () =>
    round(validate, records, Math.min(2_000, ctx.options.roundMs / (ctx.options.quick ? 2 : 1))),
  );
  const perSecond = median(rounds);
  return {
    id: "C",
    title: "SDK local validation",
    figures: [
      {
        key: "C.sdk_validation",
        label: `C SDK validateRecord, ${bytes}-byte Thinking record`,
        unit: "validations/s",
        service: perSecond,
        target: TARGETS.validationsPerSecond,
      },
    ],
    notes: [`C: ${source}, one core, the service idle meanwhile.`],
    data: { source, bytes, rounds, perSecond },
  };
}
