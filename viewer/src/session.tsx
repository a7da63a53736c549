// One session: its totals, a timeline with one readable line per record (and a waterfall of
// durations on its own time axis when records carry duration_ms), and the tree of parent links,
// readable at any depth. Every row is a link to its record (open it in a new tab).
import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { LedgerError, isTombstone, type LedgerClient } from "../../sdk/index.ts";
import { explain, readSession, type ReadRecord, type SessionFetch, type StoredRecord } from "./api.ts";
import { clock, cost, duration, durationOf, instant, parentOf, stepTimes, summaryParts, tokens } from "./format.ts";
import { usePoll } from "./poll.ts";
import { routeHash } from "./route.ts";
import { ScoresPanel } from "./scores.tsx";
import { RecordLine } from "./sessions.tsx";
import { VirtualList } from "./virtual-list.tsx";
import { Waterfall, WaterfallAxis, waterfall } from "./waterfall.tsx";

const ROW = 46;
const TREE_ROW = 30;
/** Deeper levels are drawn at this indentation, with their depth written out. */
const INDENT_CAP = 12;

/** `partial`: the pages read so far, drawn while the rest of a long session arrives. */
type Loaded =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "error"; message: string }
  | { state: "ready"; session: SessionFetch; partial?: boolean };

function totals(records: readonly StoredRecord[]) {
  let tokensIn = 0,
    tokensOut = 0,
    usd = 0,
    ms = 0,
    priced = false,
    counted = false,
    timed = false;
  for (const record of records) {
    const model = (record as { model_invocation?: { tokens_in?: number; tokens_out?: number; cost_usd?: number } }).model_invocation;
    if (model?.tokens_in !== undefined || model?.tokens_out !== undefined) counted = true;
    tokensIn += model?.tokens_in ?? 0;
    tokensOut += model?.tokens_out ?? 0;
    if (model?.cost_usd !== undefined) ((priced = true), (usd += model.cost_usd));
    const took = durationOf(record);
    if (took !== undefined) ((timed = true), (ms += took));
  }
  return [
    counted ? `${tokens(tokensIn)}→${tokens(tokensOut)} tokens` : "",
    priced ? cost(usd) : "",
    timed ? `${duration(ms)} of work` : "",
  ].filter(Boolean);
}

/** What picking a record does: a plain click selects it here; any other click (new tab, new
 * window, the context menu) follows the row's link as a browser does. */
type Picking = { onSelect(record: StoredRecord, replace?: boolean): void; hrefOf(record: StoredRecord): string };

function follow(event: JSX.TargetedMouseEvent<HTMLElement>, record: StoredRecord, pick: Picking) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  pick.onSelect(record);
}

function Timeline(props: Picking & { records: StoredRecord[]; selected?: string }) {
  const axis = useMemo(() => waterfall(props.records), [props.records]);
  const index = props.records.findIndex((record) => record.record_id === props.selected);
  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = props.records[Math.max(0, Math.min(props.records.length - 1, index + step))];
    if (next) props.onSelect(next, true);
  };
  return (
    <>
      {axis && <WaterfallAxis axis={axis} />}
      <VirtualList
        label="session timeline"
        role="listbox"
        items={props.records}
        rowHeight={ROW}
        selectedIndex={index}
        onKeyDown={onKey}
        row={(record) => (
          <a
            key={record.record_id}
            href={props.hrefOf(record)}
            tabIndex={-1}
            class={`row${axis ? " timed" : ""}${record.record_id === props.selected ? " selected" : ""}`}
            role="option"
            data-record-id={record.record_id}
            aria-selected={record.record_id === props.selected}
            onClick={(event) => follow(event, record, props)}
          >
            <span class="row-text">
              <RecordLine record={record} when="clock" />
            </span>
            {axis && <Waterfall axis={axis} record={record} />}
          </a>
        )}
      />
    </>
  );
}

interface TreeRow {
  record: StoredRecord;
  depth: number;
  children: number;
}

function Tree(props: Picking & { records: StoredRecord[]; selected?: string }) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const children = useMemo(() => {
    const ids = new Set(props.records.map((record) => record.record_id));
    const map = new Map<string | undefined, StoredRecord[]>();
    for (const record of props.records) {
      const parent = parentOf(record);
      const key = parent && ids.has(parent) ? parent : undefined;
      const list = map.get(key);
      if (list) list.push(record);
      else map.set(key, [record]);
    }
    return map;
  }, [props.records]);
  // Flattened without recursion (a chain may be thousands deep), folded branches left out.
  const rows = useMemo(() => {
    const out: TreeRow[] = [];
    const stack: { record: StoredRecord; depth: number }[] = [...(children.get(undefined) ?? [])]
      .reverse()
      .map((record) => ({ record, depth: 0 }));
    while (stack.length > 0) {
      const { record, depth } = stack.pop()!;
      const below = children.get(record.record_id) ?? [];
      out.push({ record, depth, children: below.length });
      if (!folded.has(record.record_id)) for (let i = below.length - 1; i >= 0; i--) stack.push({ record: below[i]!, depth: depth + 1 });
    }
    return out;
  }, [children, folded]);
  const toggle = (id: string) =>
    setFolded((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const index = rows.findIndex((row) => row.record.record_id === props.selected);
  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key];
    const row = rows[index];
    if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && row && row.children > 0) {
      event.preventDefault();
      if (folded.has(row.record.record_id) === (event.key === "ArrowRight")) toggle(row.record.record_id);
      return;
    }
    if (step === undefined) return;
    event.preventDefault();
    const next = rows[Math.max(0, Math.min(rows.length - 1, index + step))];
    if (next) props.onSelect(next.record, true);
  };
  return (
    <VirtualList
      label="session tree"
      role="tree"
      items={rows}
      rowHeight={TREE_ROW}
      selectedIndex={index}
      onKeyDown={onKey}
      row={(row) => (
        <div
          key={row.record.record_id}
          class={`row tree-row${row.record.record_id === props.selected ? " selected" : ""}`}
          role="treeitem"
          data-tree-record={row.record.record_id}
          data-depth={row.depth}
          aria-selected={row.record.record_id === props.selected}
          aria-level={row.depth + 1}
          aria-expanded={row.children > 0 ? !folded.has(row.record.record_id) : undefined}
        >
          <span class="indent" style={{ width: `${Math.min(row.depth, INDENT_CAP) * 14}px` }} />
          {row.depth > INDENT_CAP && (
            <span class="depth" title="depth in the parent chain">
              ↳{row.depth}
            </span>
          )}
          {row.children > 0 ? (
            // A pointer target only: inside a tree item the keyboard folds with ArrowLeft / ArrowRight.
            <span
              class="fold"
              aria-hidden="true"
              title={`${folded.has(row.record.record_id) ? "unfold" : "fold"} ${row.children} children`}
              onClick={() => toggle(row.record.record_id)}
            >
              {folded.has(row.record.record_id) ? "▸" : "▾"}
            </span>
          ) : (
            <span class="fold-space" />
          )}
          <a class="tree-label" href={props.hrefOf(row.record)} tabIndex={-1} onClick={(event) => follow(event, row.record, props)}>
            <span class={`behavior b-${row.record.behavior}`}>{row.record.behavior}</span>
            <span class="muted ellipsis">
              {summaryParts(row.record)
                .map((part) => part.value)
                .join(" · ")}
            </span>
          </a>
        </div>
      )}
    />
  );
}

/** When the session's steps ran, by the agent's clock: from the earliest start to the latest end. */
function stepSpan(records: readonly StoredRecord[]): string {
  if (records.length === 0) return "";
  let first = Infinity,
    last = -Infinity;
  for (const record of records) {
    const { start, end } = stepTimes(record);
    first = Math.min(first, start);
    last = Math.max(last, end);
  }
  const sameDay = instant(first).slice(0, 10) === instant(last).slice(0, 10);
  return `${instant(first)} → ${sameDay ? clock(last) : instant(last)} (${duration(last - first)})`;
}

export function SessionView(props: Picking & { client: LedgerClient; agentId: string; sessionId: string; selected?: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [tab, setTab] = useState<"timeline" | "tree">("timeline");
  const load = (refresh: boolean) => {
    // A first read draws from its first page on (a refresh keeps the view until it is whole).
    const sofar: ReadRecord[] = [];
    let drawn = 0;
    const onPage = (records: ReadRecord[]) => {
      sofar.push(...records);
      // Drawn at the first page, then each time it has doubled: a few redraws, not one per page.
      if (sofar.length === 0 || sofar.length < 2 * drawn) return;
      drawn = sofar.length;
      setLoaded({
        state: "ready",
        partial: true,
        session: { session_id: props.sessionId, records: [...sofar], closed: false, acting_record_id: null, next_cursor: null },
      });
    };
    return readSession(props.client, props.agentId, props.sessionId, refresh, refresh ? undefined : onPage).then(
      // The service answers an unknown session with no records (or 404): either is "no such session".
      (session) => setLoaded(session.records.length === 0 ? { state: "missing" } : { state: "ready", session }),
      (error) =>
        setLoaded(
          error instanceof LedgerError && error.code === "not_found" ? { state: "missing" } : { state: "error", message: explain(error) },
        ),
    );
  };
  useEffect(() => {
    setLoaded({ state: "loading" });
    void load(false);
  }, [props.client, props.sessionId]);
  // Live: the session's newest record, one indexed row; the session is read again when it moved.
  usePoll(async () => {
    if (loaded.state !== "ready" || loaded.partial) return false;
    const [newest] = (await props.client.searchRecords({ sessionId: props.sessionId, limit: 1 })).records;
    if (!newest || loaded.session.records.some((record) => record.record_id === newest.record_id)) return false;
    await load(true);
    return true;
  }, [props.client, props.sessionId, loaded]);

  if (loaded.state === "loading")
    return (
      <p class="muted" role="status">
        Loading session {props.sessionId}…
      </p>
    );
  if (loaded.state === "missing")
    return (
      <p class="notice" role="status" data-not-found>
        No session “{props.sessionId}” for this agent: check the id, or the agent.
      </p>
    );
  if (loaded.state === "error")
    return (
      <p class="error" role="alert">
        {loaded.message}
      </p>
    );
  const { session } = loaded;
  // Erased records stand in their place as tombstones: listed with when they were erased, the
  // steps drawn from what stays.
  const records = session.records.filter((record): record is StoredRecord => !isTombstone(record));
  const erased = session.records.filter(isTombstone);
  return (
    <div aria-label="session" class="session-view" data-session-view={session.session_id}>
      <h2 class="id-heading">
        Session{" "}
        <span class="id" title={session.session_id}>
          {session.session_id}
        </span>
      </h2>
      {loaded.partial ? (
        <p class="muted" role="status" data-session-loading>
          {session.records.length} records so far, reading the rest…
        </p>
      ) : (
        <p class="muted" data-session-summary>
          {session.records.length} record{session.records.length === 1 ? "" : "s"} · {session.closed ? "closed" : "open"}
          <span title="from the first step's start to the last step's end, by the agent's clock"> · {stepSpan(records)}</span>
          {totals(records)
            .map((total) => ` · ${total}`)
            .join("")}
          {erased.length > 0 && ` · ${erased.length} erased`}
        </p>
      )}
      <div class="toolbar tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === "timeline"} onClick={() => setTab("timeline")}>
          Timeline
        </button>
        <button type="button" role="tab" aria-selected={tab === "tree"} onClick={() => setTab("tree")}>
          Tree
        </button>
      </div>
      {tab === "timeline" ? (
        <Timeline records={records} selected={props.selected} onSelect={props.onSelect} hrefOf={props.hrefOf} />
      ) : (
        <Tree records={records} selected={props.selected} onSelect={props.onSelect} hrefOf={props.hrefOf} />
      )}
      {erased.length > 0 && (
        <ul class="erased" aria-label="erased records" data-erased-records>
          {erased.map((tombstone) => (
            <li key={tombstone.record_id} data-erased={tombstone.record_id}>
              <span class={`behavior b-${tombstone.behavior}`}>{tombstone.behavior}</span>{" "}
              <a href={routeHash({ agentId: props.agentId, recordId: tombstone.record_id })} class="id">
                {tombstone.record_id}
              </a>{" "}
              <span class="muted">erased on {instant(tombstone.erased_at_ms)}</span>
            </li>
          ))}
        </ul>
      )}
      {!loaded.partial && <ScoresPanel client={props.client} sessionId={session.session_id} />}
    </div>
  );
}
