// The price table (pricing/models.json, or the operator's PRICING_FILE): what a model's tokens
// cost per million, from a date on. It prices the tokens of records that report a model and
// tokens but no cost: an estimate, labelled as such wherever it appears (docs/stats.md).
import { readFileSync } from "node:fs";
// Built into the service (and its bundle), as the OpenAPI document is: no path to find at run time.
import shipped from "../../pricing/models.json" with { type: "json" };

export interface PriceEntry {
  /** The record's model_invocation.provider, compared case-insensitively. */
  provider: string;
  /** A regular expression model_invocation.model_name must match (lower-cased, whole name). */
  model_pattern: string;
  input_usd_per_mtok: number;
  output_usd_per_mtok: number;
  /** YYYY-MM-DD (UTC): the price holds for records from that day on, until a later entry's day. */
  valid_from: string;
}

export interface PriceTable {
  /** The estimated cost of these tokens of this model at this time; undefined when the table has no price for it. */
  estimate(provider: string, model: string, atMs: number, tokensIn: number, tokensOut: number): number | undefined;
}

interface PatternPrices {
  pattern: RegExp;
  /** By valid_from, latest first. */
  prices: { fromMs: number; input: number; output: number }[];
}

/** The table in `file` (PRICING_FILE), or without one the shipped pricing/models.json. */
export function loadPriceTable(file?: string): PriceTable {
  const where = file === undefined ? "pricing/models.json" : `PRICING_FILE ${file}`;
  let parsed: unknown = shipped;
  if (file !== undefined) {
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  }
  const models = (parsed as { models?: unknown }).models;
  if (!Array.isArray(models)) throw new Error(`${where}: must be an object with a "models" array`);
  return priceTable(models.map((entry, index) => checked(entry, `${where}: models[${index}]`)));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checked(entry: unknown, where: string): PriceEntry {
  const e = entry as Partial<PriceEntry>;
  const price = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value >= 0;
  if (typeof e?.provider !== "string" || e.provider === "") throw new Error(`${where}: provider must be a non-empty string`);
  if (typeof e.model_pattern !== "string") throw new Error(`${where}: model_pattern must be a string`);
  if (!price(e.input_usd_per_mtok) || !price(e.output_usd_per_mtok))
    throw new Error(`${where}: input_usd_per_mtok and output_usd_per_mtok must be numbers ≥ 0`);
  if (typeof e.valid_from !== "string" || !DATE.test(e.valid_from) || Number.isNaN(Date.parse(e.valid_from)))
    throw new Error(`${where}: valid_from must be a date, YYYY-MM-DD`);
  try {
    new RegExp(e.model_pattern);
  } catch (error) {
    throw new Error(`${where}: model_pattern: ${(error as Error).message}`);
  }
  return e as PriceEntry;
}

/** The first pattern (in the table's order) that matches a model prices it: specific names go first. */
function priceTable(entries: readonly PriceEntry[]): PriceTable {
  const byProvider = new Map<string, Map<string, PatternPrices>>();
  for (const entry of entries) {
    const provider = entry.provider.toLowerCase();
    let patterns = byProvider.get(provider);
    if (!patterns) byProvider.set(provider, (patterns = new Map()));
    let group = patterns.get(entry.model_pattern);
    if (!group) patterns.set(entry.model_pattern, (group = { pattern: new RegExp(`^(?:${entry.model_pattern})$`), prices: [] }));
    group.prices.push({ fromMs: Date.parse(entry.valid_from), input: entry.input_usd_per_mtok, output: entry.output_usd_per_mtok });
  }
  for (const patterns of byProvider.values()) for (const group of patterns.values()) group.prices.sort((a, b) => b.fromMs - a.fromMs);
  const matched = new Map<string, PatternPrices | null>();
  function lookup(provider: string, model: string): PatternPrices | null {
    const key = `${provider}\u0000${model}`;
    let group = matched.get(key);
    if (group === undefined) {
      const name = model.toLowerCase();
      group = [...(byProvider.get(provider.toLowerCase())?.values() ?? [])].find((candidate) => candidate.pattern.test(name)) ?? null;
      // Bounded: the distinct models a deployment sees are few, but a caller may send any name.
      if (matched.size >= 10_000) matched.clear();
      matched.set(key, group);
    }
    return group;
  }
  return {
    estimate(provider, model, atMs, tokensIn, tokensOut) {
      const price = lookup(provider, model)?.prices.find((candidate) => candidate.fromMs <= atMs);
      return price && (tokensIn * price.input + tokensOut * price.output) / 1_000_000;
    },
  };
}
