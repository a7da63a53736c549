// The trace-ledger viewer, built around reading what an agent did: sign in with an owner key,
// pick an agent, find sessions (with their summaries) or records (search by words in any
// language, behaviour, tag), read a session as a timeline or a tree and each record as text.
// Every view has its own address (route.ts); nothing from a record is ever run as HTML. The owner's
// overview and each agent's dashboard (dashboard.tsx) load on first use, with their charting
// library, so the reading views do not carry it.
import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { LedgerError, isTombstone } from "../../sdk/index.ts";
import {
  agentClient,
  explain,
  listAgents,
  rememberedKey,
  storedKey,
  storeKey,
  type Agent,
  type ReadRecord,
  type StoredRecord,
} from "./api.ts";
import { Detail, ErasedDetail } from "./detail.tsx";
import { bareTag, SearchResults } from "./results.tsx";
import { navigate, routeHash, useRoute, type Route } from "./route.ts";
import { SessionView } from "./session.tsx";
import { SessionList } from "./sessions.tsx";
import { applyTheme, nextTheme, storedTheme, type Theme } from "./theme.ts";

const BEHAVIORS = ["Observing", "Planning", "Thinking", "ToolCalling", "Acting", "Reflecting", "Other"];

function SignIn(props: { onKey(key: string, remember: boolean): void; error: string | null }) {
  const [key, setKey] = useState("");
  const [remember, setRemember] = useState(false);
  return (
    <main class="signin-page">
      <form
        class="signin"
        onSubmit={(event) => {
          event.preventDefault();
          props.onKey(key.trim(), remember);
        }}
      >
        <h1>trace-ledger</h1>
        <label for="api-key">Owner API key</label>
        <input
          id="api-key"
          name="apiKey"
          type="password"
          autocomplete="off"
          placeholder="tlk_…"
          value={key}
          onInput={(e) => setKey((e.target as HTMLInputElement).value)}
        />
        <label class="remember">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember((e.target as HTMLInputElement).checked)} />{" "}
          Remember on this device
        </label>
        <p class="muted">
          {remember
            ? "The key is kept in this browser (localStorage) until you sign out: every tab of this service opens signed in. Only on a device no one else uses."
            : "The key stays in this tab (sessionStorage) and is sent only to this service; a new tab asks for it again."}
        </p>
        {props.error && (
          <p class="error" role="alert">
            {props.error}
          </p>
        )}
        <p>
          <button type="submit" disabled={!key.trim()}>
            Sign in
          </button>
        </p>
      </form>
    </main>
  );
}

function SearchForm(props: { route: Route }) {
  const { route } = props;
  const [q, setQ] = useState(route.q);
  const [tag, setTag] = useState(route.tag);
  useEffect(() => {
    setQ(route.q);
    setTag(route.tag);
  }, [route.q, route.tag]);
  // "/" anywhere outside a text field goes to the search box.
  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key === "/" && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) {
        event.preventDefault();
        document.getElementById("search-q")?.focus();
      }
    };
    addEventListener("keydown", focus);
    return () => removeEventListener("keydown", focus);
  }, []);
  const go = (change: Partial<Route>) =>
    navigate({ agentId: route.agentId, q: q.trim(), tag: bareTag(tag), behavior: route.behavior, ...change });
  return (
    <form
      role="search"
      class="search"
      onSubmit={(event) => {
        event.preventDefault();
        go({});
      }}
    >
      <input
        id="search-q"
        type="search"
        aria-label="search records"
        placeholder={'Words, "a phrase" or an id ( / )'}
        aria-keyshortcuts="/"
        value={q}
        onInput={(e) => setQ((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => e.key === "Escape" && (setQ(""), go({ q: "" }))}
      />
      <div class="toolbar">
        <select aria-label="behaviour" value={route.behavior} onChange={(e) => go({ behavior: (e.target as HTMLSelectElement).value })}>
          <option value="">every behaviour</option>
          {BEHAVIORS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <input aria-label="tag" placeholder="#tag" size={10} value={tag} onInput={(e) => setTag((e.target as HTMLInputElement).value)} />
        <button type="submit">Search</button>
        {(route.q || route.behavior || route.tag) && (
          <a href={routeHash({ agentId: route.agentId })} data-clear-search>
            clear
          </a>
        )}
      </div>
    </form>
  );
}

/** The record a record address names, read once; its session is shown around it. */
function useRecord(client: ReturnType<typeof agentClient> | null, recordId: string | undefined) {
  const [state, setState] = useState<{ id: string; record?: ReadRecord; error?: string; missing?: boolean } | null>(null);
  useEffect(() => {
    if (!client || !recordId) return setState(null);
    let current = true;
    setState({ id: recordId });
    // An erased record reads as its tombstone.
    client.readRecord(recordId).then(
      (record) => current && setState({ id: recordId, record }),
      (error) =>
        current &&
        setState({
          id: recordId,
          ...(error instanceof LedgerError && error.code === "not_found" ? { missing: true } : { error: explain(error) }),
        }),
    );
    return () => void (current = false);
  }, [client, recordId]);
  return state?.id === recordId ? state : null;
}

type Pane = "list" | "session" | "record";

function AgentView(props: { apiKey: string; agent: Agent; route: Route }) {
  const { route, agent } = props;
  const client = useMemo(() => agentClient(props.apiKey, agent.agent_id), [props.apiKey, agent.agent_id]);
  // The record the address names: the one just picked in this view, or read from the service
  // (an address opened, reloaded or shared). Its session is shown around it.
  const [picked, setPicked] = useState<ReadRecord | null>(null);
  const known = picked?.record_id === route.recordId ? picked : null;
  const opened = useRecord(known ? null : client, known ? undefined : route.recordId);
  const record = route.recordId ? (known ?? opened?.record ?? null) : null;
  const sessionId = route.sessionId ?? record?.session_id;
  const searching = Boolean(route.q || route.behavior || route.tag);
  const select = (record: StoredRecord, replace = false) => {
    setPicked(record);
    navigate({ ...route, sessionId: undefined, recordId: record.record_id }, replace);
  };
  const hrefOf = (record: StoredRecord) => routeHash({ ...route, sessionId: undefined, recordId: record.record_id });
  // On a narrow screen one pane shows at a time (viewer.css): the one the address is about, or the
  // one picked in the pane bar until the address changes.
  const routed: Pane = route.recordId ? "record" : route.sessionId ? "session" : "list";
  const [chosen, setChosen] = useState<Pane | null>(null);
  const hash = routeHash(route);
  useEffect(() => setChosen(null), [hash]);
  const pane = chosen ?? routed;
  const paneButton = (name: Pane, label: string, enabled: boolean) => (
    <button type="button" aria-pressed={pane === name} disabled={!enabled} data-pane-button={name} onClick={() => setChosen(name)}>
      {label}
    </button>
  );
  return (
    <main class="agent" data-pane={pane} data-record={record ? "shown" : "none"}>
      <nav class="pane-bar toolbar" aria-label="panes">
        {paneButton("list", searching ? "Results" : "Sessions", true)}
        {paneButton("session", "Session", Boolean(sessionId))}
        {paneButton("record", "Record", Boolean(route.recordId))}
      </nav>
      <section aria-label={searching ? "search" : "sessions"} class="pane list-pane">
        <SearchForm route={route} />
        {searching ? (
          <SearchResults client={client} route={route} selected={route.recordId} />
        ) : (
          <SessionList client={client} agentId={agent.agent_id} selected={sessionId} />
        )}
      </section>
      <section aria-label="session pane" class="pane session-pane">
        {!known && opened?.missing ? (
          <p class="notice" role="status" data-not-found>
            No record “{route.recordId}” for this agent.
          </p>
        ) : !known && opened?.error ? (
          <p class="error" role="alert">
            {opened.error}
          </p>
        ) : sessionId ? (
          <SessionView
            key={sessionId}
            client={client}
            agentId={agent.agent_id}
            sessionId={sessionId}
            selected={record?.record_id}
            onSelect={select}
            hrefOf={hrefOf}
          />
        ) : route.recordId ? (
          <p class="muted" role="status">
            Loading record…
          </p>
        ) : (
          <p class="muted">Pick a session{searching ? " or a result" : ""} to read it.</p>
        )}
      </section>
      <section aria-label="record pane" class="pane record-pane">
        {!record ? (
          <p class="muted">Pick a record to read it.</p>
        ) : isTombstone(record) ? (
          <ErasedDetail
            key={record.record_id}
            client={client}
            agentId={agent.agent_id}
            tombstone={record}
            walletAddress={agent.agent_wallet_address}
          />
        ) : (
          <Detail
            key={record.record_id}
            client={client}
            agentId={agent.agent_id}
            record={record}
            walletAddress={agent.agent_wallet_address}
          />
        )}
      </section>
    </main>
  );
}

type Dashboards = typeof import("./dashboard.tsx");
let dashboards: Promise<Dashboards> | undefined;

/** The dashboards' module, loaded the first time one is shown. */
function useDashboards(needed: boolean): Dashboards | string | null {
  const [loaded, setLoaded] = useState<Dashboards | string | null>(null);
  useEffect(() => {
    if (!needed || (loaded !== null && typeof loaded !== "string")) return;
    dashboards ??= import("./dashboard.tsx");
    dashboards.then(
      (module) => setLoaded(module),
      (error) => {
        dashboards = undefined;
        setLoaded(explain(error));
      },
    );
  }, [needed]);
  return loaded;
}

function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(storedTheme());
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <button type="button" data-theme-toggle aria-label={`theme: ${theme} (change)`} onClick={() => setTheme(nextTheme(theme))}>
      {theme === "system" ? "◐" : theme === "dark" ? "●" : "○"}
      <span class="wide-only"> {theme}</span>
    </button>
  );
}

function App() {
  const route = useRoute();
  const [apiKey, setApiKey] = useState<string | null>(storedKey());
  const [agents, setAgents] = useState<Agent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!apiKey) return;
    listAgents(apiKey).then(
      (list) => {
        setAgents(list);
        setError(null);
      },
      (e) => {
        storeKey(null);
        setApiKey(null);
        setError(explain(e));
      },
    );
  }, [apiKey]);
  const agent = agents?.find((candidate) => candidate.agent_id === route.agentId);
  const charts = useDashboards(agents !== null && (!route.agentId || Boolean(agent && route.dashboard)));
  if (!apiKey)
    return (
      <SignIn
        error={error}
        onKey={(key, remember) => {
          storeKey(key, remember);
          setApiKey(key);
        }}
      />
    );
  const loading = (what: string) => (
    <main>
      <p class="muted" role="status">
        Loading {what}…
      </p>
    </main>
  );
  const dashboardsOr = (view: (module: Dashboards) => preact.JSX.Element) =>
    typeof charts === "string" ? (
      <main>
        <p class="error" role="alert">
          {charts}
        </p>
      </main>
    ) : charts ? (
      view(charts)
    ) : (
      loading("the dashboard")
    );
  // The range a dashboard shows stays as the view changes between agents and the overview.
  const range = { range: route.range, from: route.from, to: route.to, bucket: route.bucket };
  return (
    <>
      <header>
        <a class="brand" href={routeHash(range)} title="every agent: the overview">
          trace-ledger
        </a>
        {agents && agents.length > 0 && (
          <select
            aria-label="agent"
            data-agent-picker
            value={agent?.agent_id ?? ""}
            onChange={(e) =>
              navigate({ agentId: (e.target as HTMLSelectElement).value, ...(route.dashboard ? { dashboard: true, ...range } : {}) })
            }
          >
            <option value="" disabled>
              pick an agent
            </option>
            {agents.map((a) => (
              <option key={a.agent_id} value={a.agent_id}>
                {a.name}
              </option>
            ))}
          </select>
        )}
        {agent &&
          (route.dashboard ? (
            <a class="view-link" href={routeHash({ agentId: agent.agent_id })} data-view-link="records">
              Records
            </a>
          ) : (
            <a class="view-link" href={routeHash({ agentId: agent.agent_id, dashboard: true })} data-view-link="dashboard">
              Dashboard
            </a>
          ))}
        <span class="spacer" />
        <ThemeToggle />
        <button
          type="button"
          data-sign-out
          title={rememberedKey() ? "the key is remembered on this device until you sign out" : undefined}
          onClick={() => {
            storeKey(null);
            setApiKey(null);
            setAgents(null);
            navigate({});
          }}
        >
          Sign out{rememberedKey() && <span class="wide-only"> (forget this device)</span>}
        </button>
      </header>
      {agents === null ? (
        loading("agents")
      ) : agent ? (
        route.dashboard ? (
          dashboardsOr((module) => <module.AgentDashboard key={agent.agent_id} apiKey={apiKey} agent={agent} route={route} />)
        ) : (
          <AgentView key={agent.agent_id} apiKey={apiKey} agent={agent} route={route} />
        )
      ) : route.agentId ? (
        <main class="agents">
          <p class="notice" role="status" data-not-found>
            No agent “{route.agentId}” under this key.
          </p>
          <h2>Agents</h2>
          <ul class="items">
            {agents.map((a) => (
              <li key={a.agent_id}>
                <a class="item" href={routeHash({ agentId: a.agent_id })} data-agent={a.agent_id}>
                  {a.name} <span class="id muted">{a.agent_id}</span>
                </a>
              </li>
            ))}
          </ul>
        </main>
      ) : (
        dashboardsOr((module) => <module.Overview apiKey={apiKey} agents={agents} route={route} />)
      )}
    </>
  );
}

applyTheme(storedTheme());
render(<App />, document.getElementById("app")!);
