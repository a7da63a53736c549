// Dashboards (issue 37): an agent's records over time, and the owner's overview of every agent
// with its volume, cost, latency and error trends. The numbers come from the stats API as they are
// (stats.ts); charts are uPlot's (chart.tsx); the time range, bucket and grouping are in the
// address, so a reload or a shared link shows the same dashboard. An estimated cost (from the
// service's price table, for records that reported tokens and a model but no cost) is always
// labelled as an estimate and never added to the reported cost.
import { useEffect, useMemo, useState } from "preact/hooks";
import type { Agent } from "./api.ts";
import { TimeChart, type Line } from "./chart.tsx";
import { cost, duration, time } from "./format.ts";
import { SLOW_MAX_MS, usePoll } from "./poll.ts";
import { navigate, routeHash, type Route } from "./route.ts";
import {
  alignedValues,
  bucketStarts,
  byGroup,
  DEFAULT_RANGE,
  GROUPS,
  RANGES,
  readStats,
  scoreNames,
  statsQuery,
  totals,
  type Stats,
  type StatsPoint,
  type StatsQuery,
  type Totals,
} from "./stats.ts";

const count = (n: number) => n.toLocaleString("en-US");
const ms = (value: number) => duration(value);
const usd = (value: number) => (value === 0 ? "$0" : cost(value));
/** The estimate's own words, wherever one is shown. */
const ESTIMATE = "from the price table, for records without a reported cost";
/** At most this many groups are drawn (the table lists them all). */
const DRAWN_GROUPS = 8;
/** The overview draws the trends of this many agents (four charts each; one request for all); the agent menu has them all. */
const OVERVIEW_AGENTS = 50;
const TABLE_ROWS = 500;

/**
 * The query the address asks, made once per change of the address; `advance` replaces it by a
 * later one (the same range, its end moved to now) whose answer a check already read.
 */
function useQuery(route: Route): { query: StatsQuery; advance(query: StatsQuery): void } {
  const asked = useMemo(() => statsQuery(route, Date.now()), [route.range, route.from, route.to, route.bucket, route.group]);
  // An advanced query stands only while the address asks what it advanced.
  const [advanced, setAdvanced] = useState<{ of: StatsQuery; query: StatsQuery } | null>(null);
  return { query: advanced?.of === asked ? advanced.query : asked, advance: (query) => setAdvanced({ of: asked, query }) };
}

/**
 * The answer to `query`. A range that ends now is read again as records arrive (backing off to
 * 30 s while nothing changes): a check that finds a change shows that answer and moves the query
 * on (`advance`), so each check is one request (it was two: the check's, then the same again).
 */
function useStats(apiKey: string, agentId: string | null, query: StatsQuery, advance: (query: StatsQuery) => void, route: Route) {
  const [state, setState] = useState<{ stats?: Stats; error?: string; query: StatsQuery } | null>(null);
  useEffect(() => {
    if (state?.query === query) return; // a check read it
    let current = true;
    readStats(apiKey, agentId, query).then(
      (stats) => current && setState({ stats, query }),
      (error) => current && setState({ error: error instanceof Error ? error.message : String(error), query }),
    );
    return () => void (current = false);
  }, [apiKey, agentId, query]);
  usePoll(
    async () => {
      if (!query.live || !state?.stats) return false;
      const next = statsQuery(route, Date.now());
      const fresh = await readStats(apiKey, agentId, next);
      const changed = JSON.stringify(fresh.series) !== JSON.stringify(state.stats.series);
      if (changed) {
        setState({ stats: fresh, query: next });
        advance(next);
      }
      return changed;
    },
    [apiKey, agentId, query],
    SLOW_MAX_MS,
  );
  return state?.query === query ? state : null;
}

function Controls(props: { route: Route; query: StatsQuery; grouping: boolean }) {
  const { route, query } = props;
  const go = (change: Partial<Route>) => navigate({ ...route, ...change });
  const custom = route.from !== "" && !RANGES[route.range];
  return (
    <form class="toolbar dashboard-controls" aria-label="time range" onSubmit={(event) => event.preventDefault()}>
      <select
        aria-label="time range"
        data-range
        value={custom ? "custom" : RANGES[route.range] ? route.range : DEFAULT_RANGE}
        onChange={(e) => {
          const value = (e.target as HTMLSelectElement).value;
          if (value === "custom")
            go({ range: "", from: new Date(query.from).toISOString().slice(0, 10), to: new Date(query.to).toISOString().slice(0, 10) });
          else go({ range: value, from: "", to: "" });
        }}
      >
        {Object.entries(RANGES).map(([value, { label }]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        <option value="custom">from … to …</option>
      </select>
      {custom && (
        <>
          <input
            type="date"
            aria-label="from (UTC day)"
            value={route.from.slice(0, 10)}
            onChange={(e) => go({ from: (e.target as HTMLInputElement).value })}
          />
          <input
            type="date"
            aria-label="to (UTC day, included)"
            value={route.to.slice(0, 10)}
            onChange={(e) => go({ to: (e.target as HTMLInputElement).value })}
          />
        </>
      )}
      <select aria-label="bucket" data-bucket value={query.bucket} onChange={(e) => go({ bucket: (e.target as HTMLSelectElement).value })}>
        <option value="hour">by hour</option>
        <option value="day">by day</option>
      </select>
      {props.grouping && (
        <select
          aria-label="group by"
          data-group
          value={query.group ?? ""}
          onChange={(e) => go({ group: (e.target as HTMLSelectElement).value })}
        >
          <option value="">all records</option>
          {GROUPS.map((group) => (
            <option key={group} value={group}>
              by {group === "behavior" ? "behaviour" : group}
            </option>
          ))}
        </select>
      )}
    </form>
  );
}

function Figure(props: { name: keyof Totals | "failure_rate"; label: string; value: number | null; text: string; note?: string }) {
  return (
    <div
      class={`figure${props.name === "cost_usd_estimated" ? " estimate" : ""}`}
      data-total={props.name}
      data-value={props.value === null ? "" : String(props.value)}
    >
      <dt>{props.label}</dt>
      <dd>
        {props.text}
        {props.note && <span class="muted small-print"> {props.note}</span>}
      </dd>
    </div>
  );
}

function TotalsList(props: { totals: Totals }) {
  const { totals: t } = props;
  return (
    <dl class="figures" aria-label="totals over the range">
      <Figure name="records" label="records" value={t.records} text={count(t.records)} />
      <Figure name="tokens_in" label="tokens in" value={t.tokens_in} text={count(t.tokens_in)} />
      <Figure name="tokens_out" label="tokens out" value={t.tokens_out} text={count(t.tokens_out)} />
      <Figure name="cost_usd" label="cost, reported" value={t.cost_usd} text={usd(t.cost_usd)} />
      <Figure
        name="cost_usd_estimated"
        label="cost, estimated"
        value={t.cost_usd_estimated}
        text={`≈ ${usd(t.cost_usd_estimated)}`}
        note={`(an estimate, ${ESTIMATE})`}
      />
      <Figure name="tool_calls" label="tool calls" value={t.tool_calls} text={count(t.tool_calls)} />
      <Figure
        name="tool_failures"
        label="tool failures"
        value={t.tool_failures}
        text={count(t.tool_failures)}
        note={t.tool_calls ? `(${((t.tool_failures / t.tool_calls) * 100).toFixed(1)} %)` : undefined}
      />
      <Figure
        name="duration_ms_p95_max"
        label="slowest p95"
        value={t.duration_ms_p95_max}
        text={t.duration_ms_p95_max === null ? "–" : ms(t.duration_ms_p95_max)}
        note="(duration_ms, the slowest bucket)"
      />
    </dl>
  );
}

const per = (stats: Stats) => `per ${stats.bucket}`;

/** The charts of an ungrouped answer: each measure's lines over the range. */
function ungroupedCharts(stats: Stats, x: number[]): { title: string; lines: Line[]; format: (value: number) => string; note?: string }[] {
  const points = stats.series;
  const values = (read: (point: StatsPoint) => number | null, empty: number | null = 0) => alignedValues(x, points, read, empty);
  const charts = [
    {
      title: `Records and sessions ${per(stats)}`,
      format: count,
      lines: [
        { label: "records", values: values((p) => p.records), bars: true },
        { label: "sessions", values: values((p) => p.sessions) },
      ],
    },
    {
      title: `Tokens ${per(stats)}`,
      format: count,
      lines: [
        { label: "tokens in", values: values((p) => p.tokens_in) },
        { label: "tokens out", values: values((p) => p.tokens_out) },
      ],
    },
    {
      title: `Cost ${per(stats)} (USD)`,
      note: `dashed: an estimate, ${ESTIMATE}`,
      format: usd,
      lines: [
        { label: "reported", values: values((p) => p.cost_usd) },
        { label: "estimated", values: values((p) => p.cost_usd_estimated), estimate: true },
      ],
    },
    {
      title: "Latency (duration_ms)",
      format: ms,
      lines: [
        { label: "p50", values: values((p) => p.duration_ms_p50, null) },
        { label: "p95", values: values((p) => p.duration_ms_p95, null) },
      ],
    },
    {
      title: `Tool calls ${per(stats)}`,
      format: count,
      lines: [
        { label: "calls", values: values((p) => p.tool_calls), bars: true },
        { label: "failures", values: values((p) => p.tool_failures) },
      ],
    },
  ];
  const names = scoreNames(points);
  if (names.length)
    charts.push({
      title: "Score means",
      format: (v) => v.toFixed(2),
      lines: names.map((name) => ({ label: name, values: values((p) => p.scores[name] ?? null, null) })),
    });
  return charts;
}

/** The charts of a grouped answer: one line per group (the largest ones) for each measure; by score, one line per score name of its means. */
function groupedCharts(stats: Stats, x: number[]): { title: string; lines: Line[]; format: (value: number) => string; note?: string }[] {
  const groups = byGroup(stats).slice(0, DRAWN_GROUPS);
  const name = (group: string | null) => group ?? `(no ${stats.group_by})`;
  const lines = (read: (point: StatsPoint) => number | null, empty: number | null = 0, estimate = false) =>
    groups.map(({ group, points }) => ({ label: name(group), values: alignedValues(x, points, read, empty), estimate }));
  // Records are not split by score: a score name's points hold its mean only.
  if (stats.group_by === "score")
    return [{ title: `Score means ${per(stats)}`, format: (v) => v.toFixed(2), lines: lines((p) => p.scores[p.group!] ?? null, null) }];
  return [
    { title: `Records ${per(stats)}`, format: count, lines: lines((p) => p.records) },
    { title: `Tokens (in + out) ${per(stats)}`, format: count, lines: lines((p) => p.tokens_in + p.tokens_out) },
    { title: `Cost ${per(stats)}, reported (USD)`, format: usd, lines: lines((p) => p.cost_usd) },
    {
      title: `Cost ${per(stats)}, estimated (USD)`,
      note: `an estimate: ${ESTIMATE}`,
      format: usd,
      lines: lines((p) => p.cost_usd_estimated, 0, true),
    },
    { title: "Latency p95 (duration_ms)", format: ms, lines: lines((p) => p.duration_ms_p95, null) },
    { title: `Tool failures ${per(stats)}`, format: count, lines: lines((p) => p.tool_failures) },
  ];
}

const scoresText = (scores: StatsPoint["scores"]) =>
  Object.entries(scores)
    .map(([name, mean]) => `${name} ${(mean ?? 0).toFixed(2)}`)
    .join(" · ");

/** The means as shown, and exact in `data-value` (the API's numbers, for whoever reads the page's data). */
const ScoresCell = (props: { scores: StatsPoint["scores"]; text: string }) => (
  <td data-field="scores" data-value={JSON.stringify(props.scores)}>
    {props.text}
  </td>
);

function PointsTable(props: { stats: Stats }) {
  const { stats } = props;
  const rows = [...stats.series].reverse();
  const grouped = stats.group_by !== undefined;
  // By score, a point holds its name's mean only: no record columns.
  const byScore = stats.group_by === "score";
  return (
    <details class="numbers" open>
      <summary>
        The numbers, {per(stats)}
        {rows.length > TABLE_ROWS ? ` (the ${TABLE_ROWS} newest of ${rows.length} rows)` : ""}
      </summary>
      <div class="table-box" tabIndex={0} role="region" aria-label="the numbers">
        <table data-stats-table>
          <thead>
            <tr>
              <th scope="col">{stats.bucket} (UTC)</th>
              {grouped && (
                <th scope="col" class="group-cell">
                  {stats.group_by}
                </th>
              )}
              {byScore ? (
                <th scope="col">mean</th>
              ) : (
                <>
                  <th scope="col">records</th>
                  <th scope="col">sessions</th>
                  <th scope="col">tokens in</th>
                  <th scope="col">tokens out</th>
                  <th scope="col">cost, reported</th>
                  <th scope="col" class="estimate" title={ESTIMATE}>
                    cost, estimated
                  </th>
                  <th scope="col">p50</th>
                  <th scope="col">p95</th>
                  <th scope="col">tool calls</th>
                  <th scope="col">failures</th>
                  <th scope="col">score means</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, TABLE_ROWS).map((p) => (
              <tr key={`${p.start_ms}\u0000${p.group ?? ""}`} data-point={p.start_ms} data-group={p.group ?? undefined}>
                <th scope="row">{time(p.start_ms).slice(0, stats.bucket === "day" ? 10 : 16)}</th>
                {grouped && <td class="group-cell">{p.group ?? `(no ${stats.group_by})`}</td>}
                {byScore ? (
                  <ScoresCell scores={p.scores} text={(p.scores[p.group!] ?? 0).toFixed(2)} />
                ) : (
                  <>
                    <td data-field="records">{count(p.records)}</td>
                    <td data-field="sessions">{count(p.sessions)}</td>
                    <td data-field="tokens_in">{count(p.tokens_in)}</td>
                    <td data-field="tokens_out">{count(p.tokens_out)}</td>
                    <td data-field="cost_usd">{usd(p.cost_usd)}</td>
                    <td data-field="cost_usd_estimated" class="estimate">
                      ≈ {usd(p.cost_usd_estimated)}
                    </td>
                    <td data-field="duration_ms_p50">{p.duration_ms_p50 === null ? "–" : ms(p.duration_ms_p50)}</td>
                    <td data-field="duration_ms_p95">{p.duration_ms_p95 === null ? "–" : ms(p.duration_ms_p95)}</td>
                    <td data-field="tool_calls">{count(p.tool_calls)}</td>
                    <td data-field="tool_failures">{count(p.tool_failures)}</td>
                    <ScoresCell scores={p.scores} text={scoresText(p.scores)} />
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Totals, charts and the numbers of one answer. */
function StatsPanel(props: { stats: Stats }) {
  const { stats } = props;
  const x = useMemo(() => bucketStarts(stats), [stats]);
  const charts = useMemo(() => (stats.group_by ? groupedCharts(stats, x) : ungroupedCharts(stats, x)), [stats, x]);
  if (stats.series.length === 0)
    return (
      <p class="muted" role="status" data-no-stats>
        No {stats.group_by === "score" ? "scores with a mean" : "records"} in this range.
      </p>
    );
  return (
    <>
      {stats.group_by === "score" ? (
        <p class="muted small-print">
          Score means per name: numeric scores, and booleans as 1 (true) and 0; categorical scores have no mean.
        </p>
      ) : (
        <TotalsList totals={totals(stats.series)} />
      )}
      <div class="charts">
        {charts.map((chart) => (
          <TimeChart key={chart.title} title={chart.title} note={chart.note} x={x} lines={chart.lines} format={chart.format} />
        ))}
      </div>
      <PointsTable stats={stats} />
    </>
  );
}

function StatsSection(props: {
  apiKey: string;
  agentId: string | null;
  route: Route;
  title: string;
  query: StatsQuery;
  advance(query: StatsQuery): void;
}) {
  const { query } = props;
  const state = useStats(props.apiKey, props.agentId, query, props.advance, props.route);
  return (
    <section class="stats" aria-label={props.title} data-stats={props.agentId ?? "owner"} data-loaded={state?.stats ? "yes" : undefined}>
      <h2>
        {props.title} <span class="muted small-print">{query.label}, UTC</span>
      </h2>
      <Controls route={props.route} query={query} grouping />
      {state?.error ? (
        <p class="error" role="alert">
          {state.error}
        </p>
      ) : state?.stats ? (
        <StatsPanel stats={state.stats} />
      ) : (
        <p class="muted" role="status">
          Loading…
        </p>
      )}
    </section>
  );
}

export function AgentDashboard(props: { apiKey: string; agent: Agent; route: Route }) {
  const { query, advance } = useQuery(props.route);
  return (
    <main class="dashboard">
      <StatsSection
        apiKey={props.apiKey}
        agentId={props.agent.agent_id}
        route={props.route}
        query={query}
        advance={advance}
        title={`${props.agent.name}: dashboard`}
      />
    </main>
  );
}

/** One agent's row in the overview: its sums over the range and four trends (`stats`: its own points, the reason there are none, or null while loading). */
function AgentTrends(props: { agent: Agent; route: Route; query: StatsQuery; stats: Stats | string | null }) {
  const { agent, query, stats } = props;
  const x = useMemo(() => (stats && typeof stats !== "string" ? bucketStarts(stats) : []), [stats]);
  const sparks = useMemo(() => {
    if (!stats || typeof stats === "string") return [];
    const values = (read: (point: StatsPoint) => number | null, empty: number | null = 0) => alignedValues(x, stats.series, read, empty);
    return [
      { title: "records", format: count, lines: [{ label: "records", values: values((p) => p.records), bars: true }] },
      {
        title: "cost (dashed: estimated)",
        format: usd,
        lines: [
          { label: "reported", values: values((p) => p.cost_usd) },
          { label: "estimated", values: values((p) => p.cost_usd_estimated), estimate: true },
        ],
      },
      { title: "latency p95", format: ms, lines: [{ label: "p95", values: values((p) => p.duration_ms_p95, null) }] },
      { title: "tool failures", format: count, lines: [{ label: "failures", values: values((p) => p.tool_failures), bars: true }] },
    ];
  }, [stats, x]);
  const sum = stats && typeof stats !== "string" ? totals(stats.series) : null;
  return (
    <li class="agent-trends" data-agent-trends={agent.agent_id}>
      <div class="agent-name">
        <a href={routeHash({ agentId: agent.agent_id })} data-agent={agent.agent_id}>
          {agent.name}
        </a>
        <span class="id muted">{agent.agent_id}</span>
        <a
          class="small-print"
          href={routeHash({
            agentId: agent.agent_id,
            dashboard: true,
            range: props.route.range,
            from: props.route.from,
            to: props.route.to,
            bucket: props.route.bucket,
          })}
          data-agent-dashboard={agent.agent_id}
        >
          dashboard
        </a>
      </div>
      {typeof stats === "string" ? (
        <p class="error">{stats}</p>
      ) : sum === null ? (
        <p class="muted">Loading…</p>
      ) : (
        <>
          <dl class="agent-sums">
            <div data-total="records" data-value={sum.records}>
              <dt>records</dt>
              <dd>{count(sum.records)}</dd>
            </div>
            <div data-total="cost_usd" data-value={sum.cost_usd}>
              <dt>cost</dt>
              <dd>{usd(sum.cost_usd)}</dd>
            </div>
            <div data-total="cost_usd_estimated" data-value={sum.cost_usd_estimated} class="estimate">
              <dt>estimated</dt>
              <dd title={ESTIMATE}>≈ {usd(sum.cost_usd_estimated)}</dd>
            </div>
            <div data-total="duration_ms_p95_max" data-value={sum.duration_ms_p95_max ?? ""}>
              <dt>slowest p95</dt>
              <dd>{sum.duration_ms_p95_max === null ? "–" : ms(sum.duration_ms_p95_max)}</dd>
            </div>
            <div data-total="tool_failures" data-value={sum.tool_failures}>
              <dt>tool failures</dt>
              <dd>
                {count(sum.tool_failures)} of {count(sum.tool_calls)}
              </dd>
            </div>
          </dl>
          <div class="sparks">
            {sparks.map((spark) => (
              <div key={spark.title} class="spark-cell">
                <span class="muted small-print">{spark.title}</span>
                <TimeChart
                  compact
                  title={`${agent.name}: ${spark.title}, ${query.label}`}
                  x={x}
                  lines={spark.lines}
                  format={spark.format}
                />
              </div>
            ))}
          </div>
        </>
      )}
    </li>
  );
}

/**
 * The overview's agents, each with its own points: one request for the rows drawn (group_by=agent,
 * their ids named), made again when the query moves on (the owner's totals changed), whatever the
 * number of agents.
 */
function AgentRows(props: { apiKey: string; agents: Agent[]; route: Route; query: StatsQuery }) {
  const { route, query } = props;
  const agents = props.agents.slice(0, OVERVIEW_AGENTS);
  const ids = agents.map((agent) => agent.agent_id).join(",");
  const [answer, setAnswer] = useState<{ stats: Stats | string; query: StatsQuery } | null>(null);
  useEffect(() => {
    let current = true;
    readStats(props.apiKey, null, { ...query, group: "agent" }, ids.split(",")).then(
      (stats) => current && setAnswer({ stats, query }),
      (error) => current && setAnswer({ stats: String(error instanceof Error ? error.message : error), query }),
    );
    return () => void (current = false);
  }, [props.apiKey, query, ids]);
  // The last answer stays shown while the next loads (rows do not flash "Loading…" on each change).
  const byAgent = useMemo(
    () =>
      new Map(
        !answer || typeof answer.stats === "string" ? [] : byGroup(answer.stats).map(({ group, points }) => [group, points] as const),
      ),
    [answer],
  );
  const statsOf = (agentId: string): Stats | string | null => {
    if (!answer) return null;
    if (typeof answer.stats === "string") return answer.stats;
    return { ...answer.stats, series: byAgent.get(agentId) ?? [] };
  };
  return (
    <ul class="items agent-list">
      {agents.map((agent) => (
        <AgentTrends key={agent.agent_id} agent={agent} route={route} query={answer?.query ?? query} stats={statsOf(agent.agent_id)} />
      ))}
      {props.agents.length > OVERVIEW_AGENTS && (
        <li class="muted">and {props.agents.length - OVERVIEW_AGENTS} more agents: pick one in the agent menu for its dashboard.</li>
      )}
    </ul>
  );
}

/** The owner's overview: every agent's records together, then each agent with its trends. */
export function Overview(props: { apiKey: string; agents: Agent[]; route: Route }) {
  const { agents, route } = props;
  const { query, advance } = useQuery(route);
  return (
    <main class="dashboard overview">
      {agents.length === 0 ? (
        <p class="muted">No agents yet: register one with the SDK and its records appear here.</p>
      ) : (
        <>
          <StatsSection apiKey={props.apiKey} agentId={null} route={route} query={query} advance={advance} title="All agents" />
          <section aria-label="agents">
            <h2>
              Agents <span class="muted small-print">{query.label}, UTC</span>
            </h2>
            <AgentRows apiKey={props.apiKey} agents={agents} route={route} query={query} />
          </section>
        </>
      )}
    </main>
  );
}
