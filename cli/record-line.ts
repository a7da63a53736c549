// A stored record as one line a person reads in a terminal (`records tail`): when it arrived, its
// behaviour, session and id, then what it was about and the facts the viewer shows in its rows.
import { isTombstone, type ReadRecord } from "../sdk/index.ts";
import { erasedOn } from "./blobs.ts";
import { headline, summaryParts, time } from "../viewer/src/format.ts";

/** Behaviour names are at most 11 characters (ToolCalling, Reflecting): the columns line up. */
const BEHAVIOR_WIDTH = 11;
const TEXT_WIDTH = 100;

export function recordLine(record: ReadRecord): string {
  if (isTombstone(record))
    return `${time(record.server_ts_utc)}  ${record.behavior.padEnd(BEHAVIOR_WIDTH)}  ${record.session_id}  ${record.record_id}  ${erasedOn(record.erased_at_ms)}`;
  // An Observing record may say no more than where it came from (the README's first record).
  const source = "trigger_source" in record && typeof record.trigger_source === "string" ? record.trigger_source : undefined;
  const text = headline(record);
  // The viewer's headline falls back to that source, which reads "from …" here instead.
  const about = text === source ? "" : text.length > TEXT_WIDTH ? `${text.slice(0, TEXT_WIDTH - 1)}…` : text;
  const facts = summaryParts(record).map(({ label, value }) => `${label} ${value}`);
  const what = [about, ...(source === undefined ? [] : [`from ${source}`]), ...facts].filter((part) => part !== "").join(" · ");
  return `${time(record.server_ts_utc)}  ${record.behavior.padEnd(BEHAVIOR_WIDTH)}  ${record.session_id}  ${record.record_id}${what ? `  ${what}` : ""}`;
}
