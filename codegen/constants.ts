// generated/schema.ts: the bundled record schema (for offline re-validation) and the constants
// the server and SDK read from it instead of restating them.
import { RECORD, recordVersions, schemaFor, versionEntries, type JsonObject, type RecordVersion } from "./bundle.ts";
import { BANNER, json, type OutputFile } from "./emit.ts";
import { limitSchema, type Operation } from "./operations.ts";

type Defs = Record<string, JsonObject>;
const props = (def: JsonObject | undefined) => (def?.properties ?? {}) as Record<string, JsonObject>;

/**
 * The chain names of PublicChain's pattern `^(a|b|…)$`, where each letter is `[Xx]`. Anything
 * else in the pattern stops codegen, so the list cannot drift from what the validators match.
 */
function publicChains(pattern: string): string[] {
  const letter = (c: string) => (/[a-z]/.test(c) ? `[${c.toUpperCase()}${c}]` : c);
  const names = pattern
    .replace(/^\^\(|\)\$$/g, "")
    .split("|")
    .map((alternative) =>
      alternative.replace(/\[([A-Z])([a-z])\]/g, (_, upper: string, lower: string) => (upper.toLowerCase() === lower ? lower : "?")),
    );
  const rebuilt = `^(${names.map((name) => [...name].map(letter).join("")).join("|")})$`;
  if (rebuilt !== pattern) throw new Error(`codegen: PublicChain's pattern must read ^(name|name…)$ with [Xx] per letter, got ${pattern}`);
  return names;
}

/** `pattern` → `x-pattern-reason` of every schema node that words its pattern for people. */
function patternReasons(node: unknown, found: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(node)) node.forEach((item) => patternReasons(item, found));
  else if (node !== null && typeof node === "object") {
    const object = node as JsonObject;
    if (typeof object.pattern === "string" && typeof object["x-pattern-reason"] === "string") {
      found[object.pattern] = object["x-pattern-reason"];
    }
    Object.values(object).forEach((value) => patternReasons(value, found));
  }
  return found;
}

/** The supported versions whose record schema declares `attachments` (on any of its definitions). */
export function attachmentVersions(versions: RecordVersion[]): string[] {
  return versions.filter((v) => Object.values(v.defs).some((def) => "attachments" in props(def))).map((v) => v.version);
}

/** The constants every SDK reads from the schema (TypeScript here, Python in codegen/python.ts), and the bundled record schema. */
export function schemaConstants(defs: Defs, recordMeta: JsonObject, operations: Operation[]) {
  const kinds = (defs[RECORD]!.oneOf as JsonObject[]).map((branch) => (branch.$ref as string).split("/").pop()!);
  const behaviorOf = (kind: string) => props(defs[kind]).behavior!.const as string;
  const batch = props(defs.RecordBatchRequest).records!;
  const traceLimit = limitSchema(operations, "getTrace");

  const constants = {
    SCHEMA_VERSION: recordMeta["x-schema-version"],
    /** Every version the service accepts, with its status (current, supported, deprecated) and dates. */
    SCHEMA_VERSIONS: versionEntries(recordMeta),
    SUPPORTED_SCHEMA_VERSIONS: versionEntries(recordMeta).map((e) => e.version),
    /** The supported versions whose schema lets a record carry `attachments` (attach() moves a record of another to the current one). */
    ATTACHMENT_SCHEMA_VERSIONS: attachmentVersions(recordVersions(recordMeta)),
    BEHAVIORS: defs.Behavior!.enum,
    PUBLIC_CHAINS: publicChains(defs.PublicChain!.pattern as string),
    MODEL_INVOCATION_BEHAVIORS: kinds.filter((k) => "model_invocation" in props(defs[k])).map(behaviorOf),
    LIMITS: {
      recordBytes: defs[RECORD]!["x-max-bytes"],
      batchRecords: batch.maxItems,
      batchBytes: defs.RecordBatchRequest!["x-max-bytes"],
      /** The most scores one POST /v1/scores:batch takes. */
      batchScores: props(defs.ScoreBatchRequest).scores!.maxItems,
      /** A score batch's canonical JSON cap, as batchBytes is a record batch's (the service answers 413 past it). */
      scoreBatchBytes: defs.ScoreBatchRequest!["x-max-bytes"],
      traceDefault: traceLimit.default,
      traceMax: traceLimit.maximum,
      /** The most records one page of GET /v1/sessions/{id} holds: getSession asks for that many. */
      sessionPageMax: limitSchema(operations, "getSession").maximum,
    },
  };
  return {
    constants: { ...constants, PATTERN_REASONS: patternReasons([defs, operations.map((op) => op.parameters.map((p) => p.schema))]) },
    schema: schemaFor(defs, RECORD, "https://trace-ledger.dev/schema/record.schema.json"),
  };
}

export function emitSchemaModule(defs: Defs, recordMeta: JsonObject, operations: Operation[]): OutputFile {
  const { constants, schema } = schemaConstants(defs, recordMeta, operations);
  // The service checks a blob's Content-Type by the rule of MediaType (a header OpenAPI cannot declare as a parameter).
  const mediaType = defs.MediaType!;
  const serverOnly = { MEDIA_TYPE: { pattern: mediaType.pattern, maxLength: mediaType.maxLength, reason: mediaType["x-pattern-reason"] } };
  const lines = Object.entries({ ...constants, ...serverOnly }).map(([name, value]) => `export const ${name} = ${json(value)} as const;\n`);
  return {
    path: "schema.ts",
    content:
      BANNER +
      lines.join("\n") +
      `\n/** The record schema, JSON Schema 2020-12, bundled. */\nexport const recordSchema = ${json(schema)} as const;\n`,
  };
}
