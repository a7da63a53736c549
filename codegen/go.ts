// The Go SDK's generated files (go/*.gen.go and go/schemas/): types for the records and the
// responses, the error table, the environments and constants, the schema of every supported
// version (ValidateRecord judges a record by its own schema_version) and, from codegen/fast-go.ts,
// validation's fast pass (go/internal/validate/fastcheck.gen.go).
// A small emitter rather than a Go generator: docs/decisions.md ("Go SDK") has the measured reasons
// (the generators tried drop `[]` and open objects' keys, or turn epoch milliseconds into float32).
// The output is gofmt-clean by construction (one declaration per line, a blank line between
// struct fields, and `aligned` for the few blocks gofmt lines up), so codegen needs no Go
// toolchain; scripts/test-go.sh runs gofmt over it.
import { RECORD, type JsonObject, type RecordVersion } from "./bundle.ts";
import { attachmentVersions } from "./constants.ts";
import { environmentTable } from "./environments.ts";
import { classDoc, declaredClasses, retryOf, STATUS_FALLBACK, type CodeDef, type DeclaredClass } from "./errors.ts";
import { GO_BANNER, type OutputFile } from "./emit.ts";
import { emitGoFastChecks } from "./fast-go.ts";
import { planFastChecks } from "./fast-plan.ts";
import { limitSchema, readOperations } from "./operations.ts";

/** The definitions the SDK surface reaches; each becomes a Go type of the same name (TraceRecord: Record). */
const ROOTS = [
  "TraceRecord",
  "RegisterAgentRequest",
  "Agent",
  "AgentLookup",
  "AgentPage",
  "RecordAck",
  "RecordError",
  "BatchAck",
  "SessionFetch",
  "TracePage",
  "SessionPage",
  "ErrorEnvelope",
  "Checkpoint",
  "InclusionProof",
  "ConsistencyProof",
  "Blob",
  "RecordTombstone",
  "SessionErasure",
  "Score",
  "StoredScore",
  "ScoreAck",
  "ScoreError",
  "ScoreBatchAck",
  "ScorePage",
  "CreateScoreConfigRequest",
  "ScoreConfig",
  "ScoreConfigList",
  "ScorerGrant",
  "ScoringQueuePage",
  "LogVerifierKey",
];
/** The operations the Go client calls (owner administration is not the SDK's). */
const OPERATIONS = [
  "registerAgent",
  "resolveAgent",
  "listAgents",
  "submitRecord",
  "submitBatch",
  "getRecord",
  "deleteRecord",
  "getSession",
  "deleteSession",
  "getTrace",
  "listSessions",
  "searchRecords",
  "createCheckpoint",
  "getLatestCheckpoint",
  "getCheckpoint",
  "signCheckpoint",
  "getInclusionProof",
  "getConsistencyProof",
  "putBlob",
  "getBlob",
  "deleteBlob",
  "submitScore",
  "submitScoreBatch",
  "getScore",
  "listScores",
  "getScoreProof",
  "getScoresLogCheckpoint",
  "createScoreConfig",
  "listScoreConfigs",
  "updateScoreConfig",
  "grantScorer",
  "revokeScorer",
  "getScoringQueue",
  "getLogVerifierKey",
];
const RENAMED: Record<string, string> = { TraceRecord: "Record" };
/** Unions of the surface (oneOf of object definitions), by where they occur. */
const UNION_NAMES: Record<string, string> = {
  "BatchAck.results": "BatchResult",
  "ScoreBatchAck.results": "ScoreBatchResult",
  "SessionFetch.records": "ReadRecord",
  "TracePage.records": "ReadRecord",
};
const UNION_DOCS: Record<string, string> = {
  BatchResult: "One entry of BatchAck.results: the ack of a stored record or the error of a refused one.",
  ScoreBatchResult: "One entry of ScoreBatchAck.results: the ack of a stored score or the error of a refused one.",
  ReadRecord: "One entry of a session or a trace: the stored record, or the tombstone of an erased one.",
};
const RECORD_DOC =
  "one reasoning record of any kind: the common fields, then each kind's own; Behavior selects the kind, and the bundled schema (ValidateRecord) refuses fields of another kind. " +
  "The zero value of a required field means it is not set (Submit fills RecordID, SchemaVersion and ClientTsUTC). " +
  "Optional fields are pointers (nil: absent; Ptr makes one) or slices and maps (nil: absent; empty: sent as [] or {}), so a record decoded from JSON encodes back to the same members.";
const INITIALISMS = new Set(["id", "utc", "usd", "api", "url", "uri", "http", "evm", "sdk", "llm"]);

type Defs = Record<string, JsonObject>;

const goName = (snake: string) =>
  snake
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word) => (INITIALISMS.has(word.toLowerCase()) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join("");

const refName = (ref: string) => ref.split("/").pop()!;
const typeName = (def: string) => RENAMED[def] ?? def;
const quote = (s: string) => JSON.stringify(s);

/** A description as comment lines of at most ~100 columns, each prefixed by `indent`. */
function doc(text: unknown, indent = ""): string {
  if (typeof text !== "string" || text.trim() === "") return "";
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    if (lines.length > 0) lines.push("");
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      if (line !== "" && line.length + word.length + 1 > 96) {
        lines.push(line);
        line = word;
      } else line = line === "" ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines.map((line) => `${indent}//${line === "" ? "" : " " + line}\n`).join("");
}

/** A type's doc comment, starting with its name as Go documentation does. */
const typeDoc = (name: string, text: unknown) => (typeof text === "string" && text.trim() !== "" ? doc(`${name}: ${text.trim()}`) : "");

interface Field {
  json: string;
  go: string;
  type: string;
  /** Left out of the JSON when nil (pointers) or zero (required record fields). */
  omitempty: boolean;
  /** A slice or map that is optional: nil is left out, an empty one is kept ([] or {}). */
  presence: boolean;
  description?: unknown;
}

interface Struct {
  name: string;
  description?: unknown;
  fields: Field[];
  /** Keeps unknown members (additionalProperties: true next to typed properties). */
  extra: boolean;
}

interface Enum {
  name: string;
  values: string[];
  description?: unknown;
}

interface Union {
  name: string;
  /** known null: a variant of any members (a record, whose members the kinds decide), tried last. */
  variants: Array<{ type: string; required: string[]; known: string[] | null }>;
  description?: unknown;
}

class GoTypes {
  structs = new Map<string, Struct>();
  enums = new Map<string, Enum>();
  unions = new Map<string, Union>();
  aliases = new Map<string, { target: string; description?: unknown }>();

  constructor(private readonly defs: Defs) {}

  /** The Go type of a schema node; `owner`/`prop` name inline enums and unions. */
  typeOf(node: JsonObject, owner: string, prop: string, item = false): string {
    if (typeof node.$ref === "string") return this.named(refName(node.$ref));
    if (Array.isArray(node.oneOf) && node.oneOf.every((b) => typeof (b as JsonObject).$ref === "string")) {
      const name = UNION_NAMES[`${owner}.${prop}`];
      if (!name) throw new Error(`codegen(go): ${owner}.${prop}: a union needs a name in UNION_NAMES`);
      return this.union(name, node);
    }
    const type = node.type;
    if (Array.isArray(type)) {
      const nonNull = type.filter((t) => t !== "null");
      if (nonNull.length !== 1) throw new Error(`codegen(go): ${owner}.${prop}: unsupported union type ${JSON.stringify(type)}`);
      return "*" + this.typeOf({ ...node, type: nonNull[0] }, owner, prop);
    }
    switch (type) {
      case "string":
        if (Array.isArray(node.enum) && !item)
          return this.enumType(owner.replace(/Record$/, "") + goName(prop), node.enum as string[], node.description);
        return "string";
      case "integer":
        return "int64";
      case "number":
        return "float64";
      case "boolean":
        return "bool";
      case "array":
        return "[]" + this.typeOf((node.items ?? {}) as JsonObject, owner, prop, true);
      case "object":
        if (node.properties)
          throw new Error(`codegen(go): ${owner}.${prop}: an inline object with properties needs a definition of its own`);
        return "map[string]any";
    }
    if (Array.isArray(node.oneOf) && node.oneOf.every((b) => typeof (b as JsonObject).const === "string")) return "string";
    throw new Error(`codegen(go): ${owner}.${prop}: no Go type for ${JSON.stringify(node).slice(0, 200)}`);
  }

  /** A definition by name: a struct, enum, union or alias is declared once; plain strings stay `string`. */
  named(def: string): string {
    const node = this.defs[def];
    if (!node) throw new Error(`codegen(go): unknown definition ${def}`);
    const name = typeName(def);
    if (this.structs.has(name) || this.enums.has(name) || this.unions.has(name) || this.aliases.has(name)) return name;
    if (def === RECORD) return this.record();
    if (Array.isArray(node.enum) && node.type === "string") return this.enumType(name, node.enum as string[], node.description);
    // A code list (ErrorCode): a string type whose constants are emitted with their docs (errors.gen.go).
    if (Array.isArray(node.oneOf) && node.oneOf.every((b) => typeof (b as JsonObject).const === "string")) return name;
    if (node.type === "string") return "string";
    if (node.type === "integer") return "int64";
    if (Array.isArray(node.allOf)) {
      // StoredRecord: a record plus fields every Record already has (agent_id, server_ts_utc).
      const [base, ...rest] = node.allOf as JsonObject[];
      const target = this.typeOf(base!, name, "");
      for (const extra of rest) {
        for (const prop of Object.keys((extra.properties ?? {}) as JsonObject)) {
          if (!this.structs.get(target)?.fields.some((f) => f.json === prop))
            throw new Error(`codegen(go): ${def} adds ${prop}, which ${target} lacks`);
        }
      }
      this.aliases.set(name, { target, description: node.description });
      return name;
    }
    if (node.type === "object" && node.properties) return this.struct(name, [[name, node]], [node], node.description);
    // A map by name (ScoreSummaries: score name → summary).
    const values = node.additionalProperties as JsonObject | undefined;
    if (node.type === "object" && typeof values?.$ref === "string") return "map[string]" + this.named(refName(values.$ref));
    // A list (ScoreCategories).
    if (node.type === "array") return this.typeOf(node, name, "");
    // A value of several JSON types (ScoreValue: a number, a string or a boolean).
    if (Array.isArray(node.oneOf) && node.oneOf.every((b) => typeof (b as JsonObject).type === "string")) return "any";
    throw new Error(`codegen(go): no Go type for definition ${def}`);
  }

  enumType(name: string, values: string[], description: unknown): string {
    const existing = this.enums.get(name);
    if (existing && JSON.stringify(existing.values) !== JSON.stringify(values))
      throw new Error(`codegen(go): enum ${name} declared twice, differently`);
    this.enums.set(name, { name, values, description });
    return name;
  }

  /**
   * A struct of the properties of `parts` (merged, in order). A property required by every one
   * of `requiredIn` is a plain value; the rest are optional (pointers, or slices and maps whose
   * nil is left out).
   */
  struct(name: string, parts: Array<[string, JsonObject]>, requiredIn: JsonObject[], description: unknown, record = false): string {
    const struct: Struct = { name, description, fields: [], extra: false };
    this.structs.set(name, struct);
    const requiredEverywhere = (prop: string) => requiredIn.every((part) => ((part.required ?? []) as string[]).includes(prop));
    for (const [owner, part] of parts) {
      if (part.additionalProperties === true) struct.extra = true;
      for (const [prop, schema] of Object.entries((part.properties ?? {}) as Record<string, JsonObject>)) {
        if (schema.const !== undefined && struct.fields.some((f) => f.json === prop)) continue; // behavior: const per kind
        let type = this.typeOf(schema, owner, prop);
        const required = requiredEverywhere(prop);
        const collection = type.startsWith("[]") || type.startsWith("map[");
        const nullable = type.startsWith("*");
        if (!required && !collection && !nullable) type = "*" + type;
        const field: Field = {
          json: prop,
          go: goName(prop),
          type,
          omitempty: (!required && !collection) || (record && required),
          presence: !required && collection,
          description: schema.description ?? (typeof schema.$ref === "string" ? this.defs[refName(schema.$ref)]?.description : undefined),
        };
        const same = struct.fields.find((f) => f.json === prop);
        if (same) {
          if (same.type !== field.type)
            throw new Error(`codegen(go): ${name}.${prop} is ${same.type} in one kind and ${field.type} in another`);
          continue;
        }
        struct.fields.push(field);
      }
    }
    return name;
  }

  /** Every record kind in one struct: the common fields, then each kind's own, by behaviour. */
  record(): string {
    const root = this.defs[RECORD]!;
    const kinds = (root.oneOf as JsonObject[]).map((b): [string, JsonObject] => [
      refName(b.$ref as string),
      this.defs[refName(b.$ref as string)]!,
    ]);
    const commonName = refName((kinds[0]![1].allOf as JsonObject[])[0]!.$ref as string);
    const common = this.defs[commonName]!;
    return this.struct("Record", [[commonName, common], ...kinds], [common], RECORD_DOC, true);
  }

  /** One of several objects, told apart by their members. */
  union(name: string, node: JsonObject): string {
    if (this.unions.has(name)) return name;
    const variants = (node.oneOf as JsonObject[]).map((branch) => {
      const def = refName(branch.$ref as string);
      const target = this.defs[def]!;
      return {
        type: this.named(def),
        required: (target.required ?? []) as string[],
        known: target.properties ? Object.keys(target.properties as JsonObject) : null,
      };
    });
    variants.sort((a, b) => Number(a.known === null) - Number(b.known === null));
    if (variants.filter((v) => v.known === null).length > 1)
      throw new Error(`codegen(go): ${name}: at most one variant may take any members`);
    this.unions.set(name, { name, variants, description: node.description ?? UNION_DOCS[name] });
    return name;
  }
}

function fieldLine(f: Field): string {
  const tag = `json:"${f.json}${f.omitempty ? ",omitempty" : ""}"`;
  return `${doc(f.description, "\t")}\t${f.go} ${f.type} \`${tag}\`\n`;
}

function structDecl(s: Struct): string {
  const fields = s.fields.map(fieldLine);
  if (s.extra)
    fields.push('\t// Extra holds the members the schema does not name; they travel unchanged.\n\tExtra map[string]any `json:"-"`\n');
  let out = `${typeDoc(s.name, s.description)}type ${s.name} struct {\n${fields.join("\n")}}\n`;
  const present = s.fields.filter((f) => f.presence);
  if (s.extra) {
    out +=
      `\n// MarshalJSON writes the named fields and every member of Extra.\n` +
      `func (v ${s.name}) MarshalJSON() ([]byte, error) {\n\ttype plain ${s.name}\n\treturn marshalWithExtra(plain(v), v.Extra)\n}\n` +
      `\n// UnmarshalJSON reads the named fields and keeps every other member in Extra.\n` +
      `func (v *${s.name}) UnmarshalJSON(data []byte) error {\n\ttype plain ${s.name}\n\tvar p plain\n\textra, err := unmarshalWithExtra(data, &p, ${goStrings(s.fields.map((f) => f.json))})\n\tif err != nil {\n\t\treturn err\n\t}\n\t*v = ${s.name}(p)\n\tv.Extra = extra\n\treturn nil\n}\n`;
    if (present.length > 0) throw new Error(`codegen(go): ${s.name} has both extra members and optional collections`);
  } else if (present.length > 0) {
    const shadow = aligned(
      present.map((f) => [f.go, "*" + f.type, `\`json:"${f.json},omitempty"\``]),
      "\t\t",
    );
    const values = present.map((f) => `${f.type.startsWith("map[") ? "presentMap" : "presentSlice"}(v.${f.go})`).join(", ");
    out +=
      `\n// MarshalJSON leaves out a nil slice or map and keeps an empty one ([] or {}), so a value\n// decoded from JSON encodes back to the same members.\n` +
      `func (v ${s.name}) MarshalJSON() ([]byte, error) {\n\ttype plain ${s.name}\n\treturn json.Marshal(struct {\n\t\tplain\n${shadow}\t}{plain(v), ${values}})\n}\n`;
  }
  return out;
}

/** Lines of cells in columns, as gofmt aligns them: each cell but the last padded to its column's width + 1. */
function aligned(rows: string[][], indent: string): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => indent + row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]! + 1))).join("") + "\n")
    .join("");
}

const goStrings = (values: string[]) => `[]string{${values.map(quote).join(", ")}}`;

function enumDecl(e: Enum): string {
  const consts = e.values.map((value) => `const ${e.name}${goName(value)} ${e.name} = ${quote(value)}\n`).join("");
  return `${typeDoc(e.name, e.description)}type ${e.name} string\n\n${consts}`;
}

function unionDecl(u: Union): string {
  const fields = aligned(
    u.variants.map((v) => [v.type, "*" + v.type]),
    "\t",
  );
  const marshal = u.variants.map((v) => `\tif v.${v.type} != nil {\n\t\treturn json.Marshal(v.${v.type})\n\t}\n`).join("");
  const decode = (type: string) => `v.${type} = new(${type})\n\treturn json.Unmarshal(data, v.${type})`;
  const unmarshal = u.variants
    .map((v) =>
      v.known === null
        ? `\t${decode(v.type)}\n`
        : `\tif hasMembers(members, ${goStrings(v.required)}, ${goStrings(v.known)}) {\n\t\t${decode(v.type).replace("\n", "\n\t")}\n\t}\n`,
    )
    .join("");
  const otherwise = u.variants.some((v) => v.known === null)
    ? ""
    : `\treturn fmt.Errorf("ledger: ${u.name}: no variant has the members %v", members)\n`;
  return (
    `${typeDoc(u.name, u.description)}//\n// Exactly one field is set.\ntype ${u.name} struct {\n${fields}}\n` +
    `\n// MarshalJSON writes the one variant that is set.\nfunc (v ${u.name}) MarshalJSON() ([]byte, error) {\n${marshal}\treturn []byte("null"), nil\n}\n` +
    `\n// UnmarshalJSON decodes into the variant whose members the object has.\nfunc (v *${u.name}) UnmarshalJSON(data []byte) error {\n\tmembers, err := memberNames(data)\n\tif err != nil {\n\t\treturn err\n\t}\n${unmarshal}${otherwise}}\n`
  );
}

function emitTypes(defs: Defs): OutputFile {
  const types = new GoTypes(defs);
  for (const root of ROOTS) types.named(root);

  const byName = <T extends { name: string }>(m: Map<string, T>) => [...m.values()].sort((a, b) => a.name.localeCompare(b.name));
  const decls = [
    ...byName(types.enums).map(enumDecl),
    ...byName(types.structs).map(structDecl),
    ...byName(types.unions).map(unionDecl),
    ...[...types.aliases.entries()].sort().map(([name, a]) => `${typeDoc(name, a.description)}type ${name} = ${a.target}\n`),
  ];
  const body = decls.join("\n");
  const imports = ["encoding/json", ...(body.includes("fmt.") ? ["fmt"] : [])];
  return {
    path: "types.gen.go",
    content: `${GO_BANNER}\npackage ledger\n\nimport (\n${imports.map((i) => `\t${quote(i)}\n`).join("")})\n\n${body}`,
  };
}

/**
 * A declared class (x-sdk-parent) as Go: a struct embedding its parent, so errors.As finds it as
 * the parent too (Unwrap), and its constructor built on the parent's (newX in errors.go for a base).
 */
function declaredClass(c: DeclaredClass): string {
  return (
    `// ${classDoc(c)}\ntype ${c.name} struct{ ${c.parent} }\n\n` +
    `func (e *${c.name}) Unwrap() error { return &e.${c.parent} }\n\n` +
    // On three lines: gofmt leaves a one-line function as is only while it is short.
    `func new${c.name}(e LedgerError) *${c.name} {\n\treturn &${c.name}{*new${c.parent}(e)}\n}\n`
  );
}

function emitErrors(defs: Defs): OutputFile {
  const codes = defs.ErrorCode!.oneOf as CodeDef[];
  const consts = codes.map((c) => `${doc(c.description)}const Code${goName(c.const)} ErrorCode = ${quote(c.const)}\n`).join("\n");
  const retry = (c: CodeDef) => {
    const r = retryOf(c);
    return r === false ? "" : `, Retry: true${Array.isArray(r) ? `, RetryStatuses: []int{${r.join(", ")}}` : ""}`;
  };
  const rows = codes
    .map((c) => `\t{Code: Code${goName(c.const)}, Status: ${c["x-http-status"] ?? 0}, Class: ${quote(c["x-sdk-class"]!)}${retry(c)}},\n`)
    .join("");
  const declared = declaredClasses(defs);
  const fallback = Object.entries(STATUS_FALLBACK).map(([status, name]) => [status === "5xx" ? "500" : status, name] as const);
  const width = Math.max(...fallback.map(([status]) => status.length)) + 2;
  const keyWidth = Math.max(0, ...declared.map((c) => quote(c.name).length + 2));
  const classRows = declared
    .map((c) => `\t${`${quote(c.name)}:`.padEnd(keyWidth)}func(e LedgerError) error { return new${c.name}(e) },\n`)
    .join("");
  return {
    path: "errors.gen.go",
    content:
      `${GO_BANNER}\npackage ledger\n\n` +
      `// An ErrorCode is a stable, machine-readable code of schema/errors.schema.json; LedgerError.Code\n// is one of the Code… constants, or a newer service's.\ntype ErrorCode string\n\n${consts}\n` +
      `// errorCodes is schema/errors.schema.json: each code with the HTTP status the service answers it\n// with (0: raised by the SDK only), the SDK error class that carries it, and whether it is retried\n// (x-retry: always, or only on RetryStatuses when they are given).\n` +
      `var errorCodes = []errorCode{\n${rows}}\n\n` +
      `// statusClasses is the class of a code this SDK does not know, by HTTP status (500: any status\n// from 500); any other status leaves a bare *LedgerError.\n` +
      `var statusClasses = map[int]string{\n${fallback.map(([status, name]) => `\t${`${status}:`.padEnd(width)}${quote(name)},\n`).join("")}}\n\n` +
      `// declaredClasses are the classes schema/errors.schema.json declares with a parent (x-sdk-parent).\n` +
      `var declaredClasses = map[string]func(LedgerError) error{${classRows ? `\n${classRows}` : ""}}\n` +
      declared.map((c) => `\n${declaredClass(c)}`).join(""),
  };
}

/** The supported versions as Go: each with its status and dates. */
function versionRows(versions: RecordVersion[]): string {
  const rows = versions
    .map(
      (v) =>
        `\t{Version: ${quote(v.version)}, Status: ${quote(v.status)}, Deprecated: ${quote(v.deprecated ?? "")}, Sunset: ${quote(v.sunset ?? "")}},\n`,
    )
    .join("");
  return (
    `// SupportedSchemaVersions are the schema versions the service accepts, newest first as the schema\n// lists them; ValidateRecord judges a record by the rules of its own version.\n` +
    `var SupportedSchemaVersions = []SchemaVersionInfo{\n${rows}}\n`
  );
}

function emitConstants(defs: Defs, recordMeta: JsonObject, openapi: JsonObject, versions: RecordVersion[]): OutputFile {
  const env = environmentTable(openapi);
  const kinds = (defs[RECORD]!.oneOf as JsonObject[]).map((b) => defs[refName(b.$ref as string)]!);
  const modelCalls = kinds
    .filter((k) => "model_invocation" in ((k.properties ?? {}) as JsonObject))
    .map((k) => (k.properties as Record<string, JsonObject>).behavior!.const as string);
  const batch = (defs.RecordBatchRequest!.properties as Record<string, JsonObject>).records!;
  const scoreBatch = (defs.ScoreBatchRequest!.properties as Record<string, JsonObject>).scores!;
  const operations = readOperations(openapi, defs);
  const opWidth = Math.max(...OPERATIONS.map((id) => `Operation${goName(id)}:`.length)) + 1;
  const opRows = OPERATIONS.map((id) => {
    const op = operations.find((o) => o.operationId === id);
    if (!op) throw new Error(`codegen(go): the OpenAPI document has no operation ${id}`);
    return `\t${`Operation${goName(id)}:`.padEnd(opWidth)}{${quote(op.method.toUpperCase())}, ${quote(op.path)}},\n`;
  }).join("");
  const opConsts = OPERATIONS.map((id) => `const Operation${goName(id)} Operation = ${quote(id)}\n`).join("");
  const envConsts = Object.keys(env)
    .map((name) => `const Environment${goName(name)} Environment = ${quote(name)}\n`)
    .join("");
  const envRows = Object.entries(env)
    .map(([name, url]) => `\t{Environment${goName(name)}, ${quote(url ?? "")}},\n`)
    .join("");
  return {
    path: "constants.gen.go",
    content:
      `${GO_BANNER}\npackage ledger\n\n` +
      `// SchemaVersion is the schema_version the SDK stamps on records that carry none.\nconst SchemaVersion = ${quote(recordMeta["x-schema-version"] as string)}\n\n` +
      versionRows(versions) +
      "\n" +
      `// attachmentSchemaVersions are the supported versions whose records may carry Attachments:\n// Attach moves a record of another version to SchemaVersion.\nvar attachmentSchemaVersions = []string{${attachmentVersions(versions).map(quote).join(", ")}}\n\n` +
      `// An Environment names a deployment of the service; EnvironmentProduction is the default.\ntype Environment string\n\n${envConsts}\n` +
      `// environments holds each environment's base URL; "" means none is built in: the SDK reads\n// EndpointVariable.\nvar environments = []struct {\n\tname Environment\n\turl  string\n}{\n${envRows}}\n\n` +
      `// An Operation is the operationId of an OpenAPI operation the client calls; the SDK's log lines\n// name it (the "operation" attribute).\ntype Operation string\n\n${opConsts}\n` +
      `// operations are each Operation's method and path template.\nvar operations = map[Operation]operation{\n${opRows}}\n\n` +
      `// EndpointVariable is the environment variable that gives an address to environments without one.\nconst EndpointVariable = "LEDGER_ENDPOINT"\n\n` +
      `// MaxBatchRecords is the most records one SubmitBatch may carry.\nconst MaxBatchRecords = ${batch.maxItems}\n\n` +
      `// MaxBatchScores is the most scores one ScoreBatch may carry.\nconst MaxBatchScores = ${scoreBatch.maxItems}\n\n` +
      `// MaxSessionPageRecords is the most records one page of GET /v1/sessions/{session_id} holds;\n// GetSession asks for pages that size.\nconst MaxSessionPageRecords = ${limitSchema(operations, "getSession").maximum}\n\n` +
      `// MaxBatchBytes caps a batch's RFC 8785 canonical JSON, in bytes.\nconst MaxBatchBytes = ${defs.RecordBatchRequest!["x-max-bytes"]}\n\n` +
      `// MaxScoreBatchBytes caps a score batch's RFC 8785 canonical JSON, in bytes.\nconst MaxScoreBatchBytes = ${defs.ScoreBatchRequest!["x-max-bytes"]}\n\n` +
      `// MaxRecordBytes caps one record's RFC 8785 canonical JSON, in bytes.\nconst MaxRecordBytes = ${defs[RECORD]!["x-max-bytes"]}\n\n` +
      `// modelCallBehaviors are the kinds that describe a model call: DefaultModelInvocation fills them.\nvar modelCallBehaviors = []Behavior{${modelCalls.map((b) => `Behavior${goName(b)}`).join(", ")}}\n`,
  };
}

/** go/: the generated Go files, and each supported version's schema, which the Go SDK embeds for offline validation. */
export function emitGo(
  defs: Defs,
  recordMeta: JsonObject,
  openapi: JsonObject,
  versions: RecordVersion[],
  scoreSchema: string,
  sdkVersion: string,
): OutputFile[] {
  const schemas = [
    ...versions.map((v) => ({ path: `schemas/${v.version}/record.schema.json`, content: v.text })),
    { path: "schemas/score.schema.json", content: scoreSchema },
  ];
  const version = {
    path: "version.gen.go",
    content:
      `${GO_BANNER}\npackage ledger\n\n` +
      `// Version is this SDK's version (versions.json); it travels in the x-ledger-sdk header as\n// trace-ledger-go/<Version>, which labels the agent sdk_instrumented.\nconst Version = ${quote(sdkVersion)}\n`,
  };
  return [
    emitTypes(defs),
    emitErrors(defs),
    emitConstants(defs, recordMeta, openapi, versions),
    version,
    emitGoFastChecks(planFastChecks(versions)),
    ...schemas,
  ];
}
