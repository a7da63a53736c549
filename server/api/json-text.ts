// JSON text as the API reads it: I-JSON, every failure a validation_failed naming where.
import { DuplicateMemberName, parseJson } from "../../protocol/json-text.ts";
import { invalid } from "./errors.ts";

const DUPLICATE_REASON = "appears twice in its object (I-JSON): which value counts would be ambiguous";

/** JSON text of a body as I-JSON: validation_failed when it is not JSON or names a member twice. */
export function parseJsonText(text: string): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof DuplicateMemberName) throw invalid(error.pointer, DUPLICATE_REASON);
    throw invalid("", `is not valid JSON: ${(error as Error).message}`);
  }
}
