// The key guard: the one rule for ids that reach a query before any schema has judged them (a
// refused record's record_id looked up as a possible duplicate, an agent named inside an OTLP
// body). Parameters are judged by their schemas in dispatch.ts first; these are not. Only an id
// of the form the API gives it is looked up: anything else (a NUL or an unpaired surrogate, which
// PostgreSQL refuses with an error; an over-long string) names nothing that could be stored.
import document from "../generated/openapi.json" with { type: "json" };
import { isUnstorableText } from "../generated/canonical.ts";
import { recordSchema } from "../generated/schema.ts";

type KeyKind = "record_id" | "agent_id";

// Every schema version has had this record id pattern (schema/versions/*): no record was stored under another form.
const RECORD_ID = new RegExp(recordSchema.$defs.RecordId.pattern);
// An agent id as the API's parameters take one.
const AGENT_ID_MAX = document.components.parameters.AgentIdPath.schema.maxLength;

const WELL_FORMED: Record<KeyKind, (value: string) => boolean> = {
  record_id: (value) => RECORD_ID.test(value),
  // maxLength counts code points, as the parameter's schema does; more UTF-16 units than twice it never fit.
  agent_id: (value) => value.length <= 2 * AGENT_ID_MAX && codePoints(value) <= AGENT_ID_MAX && !isUnstorableText(value),
};

const codePoints = (value: string): number => value.length - (value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/** Why an agent id is not well formed, as a validation reason (a refused record_id has the schema's). */
export const AGENT_ID_REASON = `must be at most ${AGENT_ID_MAX} characters with no NUL or unpaired surrogate`;

/** Whether `value` may be sent to a query as a key of this kind. */
export const isWellFormedKey = (kind: KeyKind, value: unknown): value is string => typeof value === "string" && WELL_FORMED[kind](value);
