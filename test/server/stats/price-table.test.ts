// The shipped price table (pricing/models.json, written by `npm run pricing`) against what does not
// come from it: prices the providers publish, written here by hand, and the price
// @pydantic/genai-prices itself computes (its own matching and its own data) for every model it
// knows, so a generator that mistranslates a match rule, drops a provider or a price period, or a
// hand edit of the table, fails here.
import { calcPrice, findProvider } from "@pydantic/genai-prices";
import { describe, expect, it } from "vitest";
import { loadPriceTable } from "../../../server/stats/pricing.ts";

const table = loadPriceTable();
const MTOK = 1_000_000;

// After the dated price changes the package holds (so both sides of them are checked), at hours
// outside the time-of-day windows the table leaves out (docs/stats.md).
const WHEN = ["2024-06-01T20:00:00Z", "2026-09-01T20:00:00Z"].map((iso) => new Date(iso));

describe("the shipped price table", () => {
  it.each([
    // The providers' published base prices, USD per million tokens in and out.
    ["openai", "gpt-4o", 2.5, 10],
    ["openai", "gpt-4o-mini", 0.15, 0.6],
    ["OpenAI", "GPT-4o-2024-08-06", 2.5, 10],
    ["anthropic", "claude-3-5-sonnet-20241022", 3, 15],
    ["anthropic", "claude-3-haiku-20240307", 0.25, 1.25],
    ["google", "gemini-1.5-flash", 0.075, 0.3],
  ] as const)("prices %s %s at its published price", (provider, model, input, output) => {
    const at = Date.parse("2025-03-01T20:00:00Z");
    expect(table.estimate(provider, model, at, MTOK, 0)).toBeCloseTo(input, 9);
    expect(table.estimate(provider, model, at, 0, MTOK)).toBeCloseTo(output, 9);
  });

  it("prices every model of @pydantic/genai-prices as the package itself does, by its own matching", () => {
    const providers = [
      "openai",
      "anthropic",
      "google",
      "groq",
      "mistral",
      "deepseek",
      "aws",
      "azure",
      "x-ai",
      "cohere",
      "openrouter",
      "together",
      "fireworks",
      "perplexity",
    ];
    const checked = new Set<string>();
    const wrong: string[] = [];
    for (const providerId of providers) {
      const provider = findProvider({ providerId });
      expect(provider, providerId).toBeDefined();
      for (const model of provider!.models) {
        for (const when of WHEN) {
          // Per-request fees are not a token price: the input and output prices alone.
          const theirs = calcPrice({ input_tokens: 1_000, output_tokens: 1_000 }, model.id, { providerId, timestamp: when });
          if (!theirs || theirs.input_price + theirs.output_price === 0) continue; // no token price (free, or not yet priced then): none in the table either
          const ours = table.estimate(providerId, model.id, when.getTime(), 1_000, 1_000);
          checked.add(`${providerId}/${model.id}`);
          if (ours === undefined || Math.abs(ours - (theirs.input_price + theirs.output_price)) > 1e-12) {
            wrong.push(
              `${providerId} ${model.id} at ${when.toISOString()}: table ${ours}, package ${theirs.input_price + theirs.output_price}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.size).toBeGreaterThan(300);
  });

  it("knows no price for a model the package does not know, nor for a provider other than the model's", () => {
    expect(calcPrice({ input_tokens: 1 }, "no-such-model", { providerId: "openai" })).toBeNull();
    expect(table.estimate("openai", "no-such-model", Date.now(), MTOK, MTOK)).toBeUndefined();
    expect(table.estimate("anthropic", "gpt-4o", Date.now(), MTOK, MTOK)).toBeUndefined();
  });
});
