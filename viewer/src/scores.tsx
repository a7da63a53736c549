// Scores in the viewer (issue 34, item 6): per-name badges on the session list and a filter by
// score name, value range or "unscored"; in the session and record views each score with its
// value, source and explanation, checked against the agent's scores log (score-verify.ts), and a
// human score added with one of the owner's score configs.
import { useEffect, useState } from "preact/hooks";
import type { LedgerClient, ScoreConfig, SessionPage, StoredScore } from "../../sdk/index.ts";
import { explain } from "./api.ts";
import { time } from "./format.ts";
import { SLOW_MAX_MS, usePoll } from "./poll.ts";
import { routeHash } from "./route.ts";
import { checkScore, type ScoreCheck } from "./score-verify.ts";

type Summaries = NonNullable<SessionPage["sessions"][number]["scores"]>;
type Value = StoredScore["value"];

export const showValue = (value: Value) => (typeof value === "number" ? String(Number(value.toPrecision(4))) : String(value));

/** One badge per score name: its latest value, and how many scores (with their mean) when more than one. */
export function ScoreBadges(props: { scores?: Summaries }) {
  const names = Object.entries(props.scores ?? {}).filter(
    (entry): entry is [string, NonNullable<Summaries[string]>] => entry[1] !== undefined,
  );
  if (names.length === 0) return null;
  return (
    <span class="line score-badges" data-score-badges>
      {names.map(([name, summary]) => (
        <span
          key={name}
          class="chip score"
          data-score-name={name}
          title={`${summary.count} score${summary.count === 1 ? "" : "s"} of ${name}${summary.mean === undefined ? "" : `, mean ${showValue(summary.mean)}`}; the latest is shown`}
        >
          {name} {showValue(summary.latest)}
          {summary.count > 1 ? ` ×${summary.count}` : ""}
        </span>
      ))}
    </span>
  );
}

export interface ScoreFilter {
  name: string;
  min: string;
  max: string;
  unscored: boolean;
}
export const NO_FILTER: ScoreFilter = { name: "", min: "", max: "", unscored: false };
export const filtering = (filter: ScoreFilter) => filter.unscored || filter.name !== "" || filter.min !== "" || filter.max !== "";

/**
 * Whether a session's summaries pass the filter: "unscored" keeps the sessions with no score (of
 * the name, when one is given); otherwise a score of the name (any name when none is given)
 * whose latest value is a number within [min, max], when a bound is given.
 */
export function passes(filter: ScoreFilter, scores: Summaries | undefined): boolean {
  const names = Object.entries(scores ?? {}).filter(
    ([name, summary]) => summary !== undefined && (filter.name === "" || name === filter.name),
  );
  if (filter.unscored) return names.length === 0;
  if (filter.min === "" && filter.max === "") return filter.name === "" || names.length > 0;
  const [min, max] = [filter.min === "" ? -Infinity : Number(filter.min), filter.max === "" ? Infinity : Number(filter.max)];
  return names.some(([, summary]) => typeof summary!.latest === "number" && summary!.latest >= min && summary!.latest <= max);
}

/** The filter's form, above the session list; the names offered are those the loaded sessions carry. */
export function ScoreFilterForm(props: { filter: ScoreFilter; names: string[]; onChange(filter: ScoreFilter): void }) {
  const { filter } = props;
  const set = (change: Partial<ScoreFilter>) => props.onChange({ ...filter, ...change });
  const value = (event: Event) => (event.target as HTMLInputElement).value;
  return (
    <fieldset class="toolbar score-filter" data-score-filter>
      <legend class="muted">Scores</legend>
      <select aria-label="score name" value={filter.name} onChange={(e) => set({ name: value(e) })}>
        <option value="">any score name</option>
        {props.names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <input
        aria-label="lowest score"
        type="number"
        step="any"
        placeholder="min"
        size={5}
        value={filter.min}
        disabled={filter.unscored}
        onInput={(e) => set({ min: value(e) })}
      />
      <input
        aria-label="highest score"
        type="number"
        step="any"
        placeholder="max"
        size={5}
        value={filter.max}
        disabled={filter.unscored}
        onInput={(e) => set({ max: value(e) })}
      />
      <label>
        <input
          type="checkbox"
          name="unscored"
          checked={filter.unscored}
          onChange={(e) => set({ unscored: (e.target as HTMLInputElement).checked })}
        />{" "}
        unscored
      </label>
      {filtering(filter) && (
        <button type="button" data-clear-score-filter onClick={() => props.onChange(NO_FILTER)}>
          clear
        </button>
      )}
    </fieldset>
  );
}

export const scoreNames = (sessions: readonly { scores?: Summaries }[]) =>
  [...new Set(sessions.flatMap((session) => Object.keys(session.scores ?? {})))].sort();

function ScoreBadge(props: { score: StoredScore }) {
  const [check, setCheck] = useState<ScoreCheck | null>(null);
  useEffect(() => {
    let current = true;
    setCheck(null);
    void checkScore(props.score).then((result) => current && setCheck(result));
    return () => void (current = false);
  }, [props.score]);
  usePoll(
    async () => {
      if (check?.state !== "pending") return false;
      const result = await checkScore(props.score);
      setCheck(result);
      return result.state !== "pending";
    },
    [props.score, check?.state],
    SLOW_MAX_MS,
  );
  if (check === null)
    return (
      <span class="badge" data-score-verification="checking" role="status">
        checking…
      </span>
    );
  if (check.state === "verified") {
    // The key is the service's word (GET /v1/log/verifier-key), as the record badge's wallet is.
    return (
      <span
        class="badge verified"
        data-score-verification="verified"
        title={`signed by the log key ${check.keyName}, as the service reports it`}
      >
        verified: leaf {check.leafIndex} of the scores log's checkpoint {check.treeSize}
      </span>
    );
  }
  if (check.state === "pending")
    return (
      <span class="badge" data-score-verification="pending" role="status">
        {check.why}
      </span>
    );
  return (
    <span class="badge failed" data-score-verification="failed" role="alert">
      verification failed: {check.reason}
    </span>
  );
}

function ScoreItem(props: { score: StoredScore; onRecord: boolean }) {
  const { score } = props;
  const source = score.source as { kind: string; name?: string; version?: string };
  return (
    <li class="score-item" data-score-id={score.score_id as string}>
      <span class="line">
        <strong>{score.name as string}</strong>{" "}
        <span class="chip" data-score-value>
          {showValue(score.value)}
        </span>
        <span class="muted">
          {" "}
          by {source.kind}
          {source.name ? ` ${source.name}` : ""}
          {source.version ? ` ${source.version}` : ""} · {time(score.server_ts_utc)}
        </span>
        {props.onRecord && <a href={routeHash({ agentId: score.agent_id, recordId: score.record_id as string })}> on a record</a>}
      </span>
      {typeof score.explanation === "string" && <span class="score-explanation">{score.explanation}</span>}
      <ScoreBadge score={score} />
    </li>
  );
}

type Target = { session_id: string } | { record_id: string };
const PAGE = 100;

/** The owner's configs a new score may name (archived ones are refused by the service). */
function useConfigs(client: LedgerClient): { configs: ScoreConfig[] | null; error: string | null } {
  const [state, setState] = useState<{ configs: ScoreConfig[] | null; error: string | null }>({ configs: null, error: null });
  useEffect(() => {
    client.listScoreConfigs().then(
      (configs) => setState({ configs: configs.filter((config) => !config.archived), error: null }),
      (error) => setState({ configs: [], error: explain(error) }),
    );
  }, [client]);
  return state;
}

/** The value control a config asks for: a number within its range, one of its categories, or yes/no. */
function ValueInput(props: { config: ScoreConfig; value: string; onInput(value: string): void }) {
  const { config } = props;
  const input = (e: Event) => props.onInput((e.target as HTMLInputElement).value);
  if (config.data_type === "numeric") {
    return (
      <input
        name="score-value"
        aria-label={`${config.name} value`}
        type="number"
        step="any"
        required
        min={config.min}
        max={config.max}
        value={props.value}
        onInput={input}
      />
    );
  }
  const choices = config.data_type === "boolean" ? ["true", "false"] : (config.categories ?? []);
  return (
    <select name="score-value" aria-label={`${config.name} value`} required value={props.value} onChange={input}>
      <option value="" disabled>
        pick
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}

function AddScore(props: { client: LedgerClient; target: Target; onAdded(): void }) {
  const { configs, error } = useConfigs(props.client);
  const [configId, setConfigId] = useState("");
  const [value, setValue] = useState("");
  const [explanation, setExplanation] = useState("");
  const [outcome, setOutcome] = useState<string | null>(null);
  const config = configs?.find((candidate) => candidate.config_id === configId);
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!configs) return null;
  if (configs.length === 0)
    return (
      <p class="muted" data-no-score-configs>
        To score here, make a score config first (POST /v1/score-configs): its name, and the values it takes.
      </p>
    );
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!config) return;
    const typed: Value = config.data_type === "numeric" ? Number(value) : config.data_type === "boolean" ? value === "true" : value;
    try {
      await props.client.score({
        ...props.target,
        name: config.name,
        value: typed,
        config_id: config.config_id,
        source: { kind: "human" },
        ...(explanation.trim() ? { explanation: explanation.trim() } : {}),
      } as never);
      setOutcome(`Scored ${config.name} ${showValue(typed)}.`);
      setValue("");
      setExplanation("");
      props.onAdded();
    } catch (e) {
      setOutcome(explain(e));
    }
  };
  return (
    <form class="add-score" data-add-score onSubmit={submit}>
      <select
        name="score-config"
        aria-label="score config"
        value={configId}
        onChange={(e) => {
          setConfigId((e.target as HTMLSelectElement).value);
          setValue("");
        }}
      >
        <option value="" disabled>
          score with…
        </option>
        {configs.map((c) => (
          <option key={c.config_id} value={c.config_id}>
            {c.name}
            {c.description ? ` — ${c.description}` : ""}
          </option>
        ))}
      </select>
      {config && <ValueInput config={config} value={value} onInput={setValue} />}
      {config && (
        <textarea
          name="score-explanation"
          aria-label="explanation"
          rows={2}
          maxLength={4096}
          placeholder="why (optional)"
          value={explanation}
          onInput={(e) => setExplanation((e.target as HTMLTextAreaElement).value)}
        />
      )}
      <button type="submit" disabled={!config || value === ""}>
        Add score
      </button>
      {outcome && (
        <p class="muted" role="status" data-score-outcome>
          {outcome}
        </p>
      )}
    </form>
  );
}

/** The scores of a session (its own and its records') or of a record, newest first, and the form to add one. */
export function ScoresPanel(props: { client: LedgerClient; sessionId?: string; recordId?: string }) {
  const [scores, setScores] = useState<StoredScore[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const { sessionId, recordId } = props;
  const target: Target = sessionId !== undefined ? { session_id: sessionId } : { record_id: recordId! };
  useEffect(() => {
    let current = true;
    props.client.getScores({ sessionId, recordId, limit: PAGE }).then(
      (page) => current && (setScores(page.scores), setError(null)),
      (e) => current && setError(explain(e)),
    );
    return () => void (current = false);
  }, [props.client, sessionId, recordId, reads]);
  return (
    <section class="scores" aria-label="scores" data-scores>
      <h3>Scores</h3>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : scores === null ? (
        <p class="muted" role="status">
          Loading scores…
        </p>
      ) : scores.length === 0 ? (
        <p class="muted" data-no-scores>
          No scores yet.
        </p>
      ) : (
        <ul class="score-list">
          {scores.map((score) => (
            <ScoreItem
              key={score.score_id as string}
              score={score}
              onRecord={sessionId !== undefined && typeof score.record_id === "string"}
            />
          ))}
        </ul>
      )}
      <AddScore client={props.client} target={target} onAdded={() => setReads((n) => n + 1)} />
    </section>
  );
}
