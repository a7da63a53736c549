// The agent's column: its sessions with their summaries (newest first, paged, live; a search's
// results are results.tsx), and the two-line reading of a record both use. Every row is a link.
import { useEffect, useState } from "preact/hooks";
import type { LedgerClient, SessionPage } from "../../sdk/index.ts";
import { explain, type StoredRecord } from "./api.ts";
import { clock, cost, duration, headline, instant, stepTimes, summaryParts, time, tokens } from "./format.ts";
import { moveFocus } from "./keys.ts";
import { usePoll } from "./poll.ts";
import { routeHash } from "./route.ts";
import { filtering, NO_FILTER, passes, ScoreBadges, ScoreFilterForm, scoreNames, type ScoreFilter } from "./scores.tsx";

type Summary = SessionPage["sessions"][number];
const PAGE = 50;

function SessionRow(props: { agentId: string; session: Summary; selected: boolean }) {
  const { session } = props;
  const totals = [
    session.tokens_in !== undefined || session.tokens_out !== undefined
      ? `${tokens(session.tokens_in ?? 0)}→${tokens(session.tokens_out ?? 0)} tokens`
      : undefined,
    session.cost_usd !== undefined ? cost(session.cost_usd) : undefined,
    session.duration_ms !== undefined ? `${duration(session.duration_ms)} of work` : undefined,
  ].filter(Boolean);
  return (
    <li>
      <a
        class={`item${props.selected ? " selected" : ""}`}
        href={routeHash({ agentId: props.agentId, sessionId: session.session_id })}
        data-session={session.session_id}
        aria-current={props.selected ? "page" : undefined}
      >
        <span class="line">
          <span class="id" title={session.session_id}>
            {session.session_id}
          </span>
          <span class={`state ${session.closed ? "closed" : "open"}`}>{session.closed ? "closed" : "open"}</span>
        </span>
        <span class="ellipsis muted" title="when its first step was sent, by the agent's clock">
          {session.record_count} record{session.record_count === 1 ? "" : "s"} · {time(session.first_ts_utc)}
        </span>
        {totals.length > 0 && <span class="ellipsis muted">{totals.join(" · ")}</span>}
        <ScoreBadges scores={session.scores} />
      </a>
    </li>
  );
}

export function SessionList(props: { client: LedgerClient; agentId: string; selected?: string }) {
  const [pages, setPages] = useState<{ sessions: Summary[]; next: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scoreFilter, setScoreFilter] = useState<ScoreFilter>(NO_FILTER);
  useEffect(() => {
    let current = true;
    setPages(null);
    props.client.listSessions({ limit: PAGE }).then(
      (page) => current && (setPages({ sessions: page.sessions, next: page.next_cursor }), setError(null)),
      (e) => current && setError(explain(e)),
    );
    return () => void (current = false);
  }, [props.client]);
  // Live: the first page again; new sessions and grown ones replace what is shown.
  usePoll(async () => {
    if (!pages) return false;
    const page = await props.client.listSessions({ limit: PAGE });
    const fresh = new Map(page.sessions.map((session) => [session.session_id, session]));
    const changed = page.sessions.some((session, index) => JSON.stringify(session) !== JSON.stringify(pages.sessions[index]));
    if (changed) {
      const rest = pages.sessions.slice(PAGE).filter((session) => !fresh.has(session.session_id));
      setPages({ sessions: [...page.sessions, ...rest], next: pages.next ?? page.next_cursor });
    }
    return changed;
  }, [props.client, pages]);
  const older = async () => {
    try {
      const page = await props.client.listSessions({ limit: PAGE, cursor: pages!.next! });
      setPages({ sessions: [...pages!.sessions, ...page.sessions], next: page.next_cursor });
    } catch (e) {
      setError(explain(e));
    }
  };
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!pages)
    return (
      <p class="muted" role="status">
        Loading sessions…
      </p>
    );
  if (pages.sessions.length === 0)
    return (
      <p class="muted" role="status">
        No sessions yet: records this agent sends appear here as they arrive.
      </p>
    );
  // The score filter reads the loaded pages' summaries; "Older sessions" brings more to it.
  const shown = pages.sessions.filter((session) => passes(scoreFilter, session.scores));
  return (
    <>
      <ScoreFilterForm filter={scoreFilter} names={scoreNames(pages.sessions)} onChange={setScoreFilter} />
      {filtering(scoreFilter) && (
        <p class="muted" role="status" data-score-filter-count>
          {shown.length} of the {pages.sessions.length} sessions loaded
        </p>
      )}
      <ul class="items" aria-label="sessions" onKeyDown={(e) => moveFocus(e as unknown as KeyboardEvent, "a.item")}>
        {shown.map((session) => (
          <SessionRow key={session.session_id} agentId={props.agentId} session={session} selected={session.session_id === props.selected} />
        ))}
      </ul>
      {pages.next && (
        <button type="button" data-older-sessions onClick={older}>
          Older sessions
        </button>
      )}
    </>
  );
}

/** A record in two lines: what it did, then when (the step's own time, by the agent's clock: the
 * time of day in a session, the date too in a search) and its facts as chips. */
export function RecordLine(props: { record: StoredRecord; when: "clock" | "date" }) {
  const { record } = props;
  const step = stepTimes(record);
  return (
    <>
      <span class="line">
        <span class={`behavior b-${record.behavior}`}>{record.behavior}</span>
        <span class="headline">{headline(record)}</span>
      </span>
      <span class="line muted chips-line">
        <span
          class="when"
          title={`${step.took === undefined ? "sent" : "ended"} ${instant(step.end)} by the agent's clock; received ${instant(record.server_ts_utc)}`}
        >
          {props.when === "clock" ? clock(step.end) : time(step.end)}
        </span>
        {summaryParts(record).map((part) => (
          <span key={part.label} class="chip" title={part.label}>
            {part.value}
          </span>
        ))}
      </span>
    </>
  );
}
