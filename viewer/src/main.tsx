// The trace-ledger viewer: sign in with an owner key, pick an agent, page its trace (newest
// first, filtered by behaviour on the service), open a session (from a record or by its id) as a
// timeline and as a tree of parent links, and read any record's JSON — verified in this browser
// against the agent's signed checkpoint.
import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { LedgerError, type Behavior } from "../../sdk/index.ts";
import { agentClient, listAgents, storedKey, storeKey, verifyInBrowser, type Agent, type StoredRecord, type Verification } from "./api.ts";
import { VirtualList } from "./virtual-list.tsx";

const ROW = 28;
const PAGE = 100;
const BEHAVIORS = ["Observing", "Planning", "Thinking", "Acting", "Reflecting", "ToolCalling", "Other"];

const describe = (error: unknown) => (error instanceof LedgerError ? `${error.message} (${error.code})` : String(error));
const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 23);
const parentOf = (record: StoredRecord) => (record as { parent_record_id?: string }).parent_record_id;

function SignIn(props: { onKey(key: string): void; error: string | null }) {
  const [key, setKey] = useState("");
  return (
    <form class="signin" onSubmit={(event) => { event.preventDefault(); props.onKey(key.trim()); }}>
      <h2>Sign in with an owner API key</h2>
      <p class="muted">The key stays in this tab (sessionStorage) and is sent only to this service.</p>
      <input name="apiKey" type="password" autocomplete="off" placeholder="tlk_…" value={key} onInput={(e) => setKey((e.target as HTMLInputElement).value)} />
      {props.error && <p class="error" role="alert">{props.error}</p>}
      <p><button type="submit" disabled={!key.trim()}>Sign in</button></p>
    </form>
  );
}

function RecordRow(props: { record: StoredRecord; selected: boolean; onSelect(): void }) {
  const { record } = props;
  return (
    <div class={`row${props.selected ? " selected" : ""}`} role="listitem" data-record-id={record.record_id} onClick={props.onSelect}>
      <span class="behavior">{record.behavior}</span>
      <span class="muted">{time(record.server_ts_utc)}</span>
      <span class="muted">{record.session_id}</span>
    </div>
  );
}

/** The session's records nested under their parents; roots are records without a parent in it. */
function Tree(props: { records: StoredRecord[]; selected?: string; onSelect(record: StoredRecord): void }) {
  const children = useMemo(() => {
    const ids = new Set(props.records.map((r) => r.record_id));
    const map = new Map<string | undefined, StoredRecord[]>();
    for (const record of props.records) {
      const parent = parentOf(record);
      const key = parent && ids.has(parent) ? parent : undefined;
      map.set(key, [...(map.get(key) ?? []), record]);
    }
    return map;
  }, [props.records]);
  const branch = (parent: string | undefined) => (
    <ul>
      {(children.get(parent) ?? []).map((record) => (
        <li key={record.record_id}>
          <button class="link" data-tree-record={record.record_id} onClick={() => props.onSelect(record)} style={{ fontWeight: record.record_id === props.selected ? 700 : 400 }}>
            {record.behavior}
          </button>
          {children.has(record.record_id) && branch(record.record_id)}
        </li>
      ))}
    </ul>
  );
  return <div class="tree" aria-label="session tree">{branch(undefined)}</div>;
}

function VerificationBadge(props: { client: ReturnType<typeof agentClient>; record: StoredRecord; walletAddress: string }) {
  const [check, setCheck] = useState<Verification | null>(null);
  useEffect(() => {
    let current = true;
    setCheck(null);
    void verifyInBrowser(props.client, props.record, props.walletAddress).then((result) => current && setCheck(result));
    return () => { current = false; };
  }, [props.client, props.record, props.walletAddress]);
  if (check === null) return <p class="badge" data-verification="checking">checking…</p>;
  switch (check.state) {
    case "verified":
      return <p class="badge verified" data-verification="verified" title={`signed by ${props.walletAddress}`}>verified: leaf {check.leafIndex} of checkpoint {check.treeSize}, signed by the agent's wallet</p>;
    case "pending":
      return <p class="badge" data-verification="pending">{check.why}</p>;
    case "failed":
      return <p class="badge failed" data-verification="failed" role="alert">verification failed: {check.reason}</p>;
  }
}

function Detail(props: { record: StoredRecord | null; client: ReturnType<typeof agentClient>; walletAddress: string; onOpen(recordId: string): void; onSession(sessionId: string): void }) {
  const { record } = props;
  if (!record) return <p class="muted">Pick a record.</p>;
  const parent = parentOf(record);
  const upstream = (record as { upstream_record_id?: string[] }).upstream_record_id ?? [];
  return (
    <div aria-label="record detail">
      <h2>{record.behavior} <span class="muted">{record.record_id}</span></h2>
      <VerificationBadge client={props.client} record={record} walletAddress={props.walletAddress} />
      <div class="toolbar">
        <button class="link" data-open-session onClick={() => props.onSession(record.session_id)}>session {record.session_id}</button>
        {parent && <button class="link" data-open-parent onClick={() => props.onOpen(parent)}>parent {parent.slice(0, 8)}…</button>}
        {upstream.map((id) => <button key={id} class="link" onClick={() => props.onOpen(id)}>upstream {id.slice(0, 8)}…</button>)}
      </div>
      <pre>{JSON.stringify(record, null, 2)}</pre>
    </div>
  );
}

function AgentView(props: { apiKey: string; agent: Agent }) {
  const client = useMemo(() => agentClient(props.apiKey, props.agent.agent_id), [props.apiKey, props.agent.agent_id]);
  const [trace, setTrace] = useState<StoredRecord[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [behavior, setBehavior] = useState("");
  const [session, setSession] = useState<{ id: string; records: StoredRecord[]; closed: boolean } | null>(null);
  const [tab, setTab] = useState<"timeline" | "tree">("timeline");
  const [selected, setSelected] = useState<StoredRecord | null>(null);
  const [error, setError] = useState<string | null>(null);

  const [sessionInput, setSessionInput] = useState("");

  const loadTrace = async (before?: string) => {
    try {
      const page = await client.getTrace({ before, limit: PAGE, ...(behavior ? { behavior: behavior as Behavior } : {}) });
      setTrace((shown) => (before ? [...shown, ...page.records] : page.records));
      setCursor(page.next_cursor);
    } catch (e) {
      setError(describe(e));
    }
  };
  useEffect(() => { void loadTrace(); }, [client, behavior]);

  const openSession = async (sessionId: string) => {
    try {
      const read = await client.getSession(sessionId);
      setSession({ id: sessionId, records: read.records, closed: read.closed });
    } catch (e) {
      setError(describe(e));
    }
  };
  const openRecord = async (recordId: string) => {
    try {
      setSelected(await client.getRecord(recordId));
    } catch (e) {
      setError(describe(e));
    }
  };

  return (
    <>
      <section aria-label="trace">
        <h2>Trace of {props.agent.name}</h2>
        <div class="toolbar">
          <select aria-label="behaviour" value={behavior} onChange={(e) => setBehavior((e.target as HTMLSelectElement).value)}>
            <option value="">every behaviour</option>
            {BEHAVIORS.map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
          <span class="muted" data-trace-count>{trace.length} records loaded</span>
          {cursor && <button data-older onClick={() => loadTrace(cursor)}>Older</button>}
          <form data-session-form onSubmit={(event) => { event.preventDefault(); if (sessionInput.trim()) void openSession(sessionInput.trim()); }}>
            <input aria-label="session id" placeholder="open a session by id" value={sessionInput} onInput={(e) => setSessionInput((e.target as HTMLInputElement).value)} />
          </form>
        </div>
        {error && <p class="error" role="alert">{error}</p>}
        <VirtualList label="trace records" items={trace} rowHeight={ROW} height={260} row={(record) => (
          <RecordRow key={record.record_id} record={record} selected={record.record_id === selected?.record_id} onSelect={() => { setSelected(record); void openSession(record.session_id); }} />
        )} />
        {session && (
          <div aria-label="session">
            <h2>Session {session.id} <span class="muted">{session.records.length} records{session.closed ? ", closed" : ""}</span></h2>
            <div class="toolbar tabs">
              <button aria-pressed={tab === "timeline"} onClick={() => setTab("timeline")}>Timeline</button>
              <button aria-pressed={tab === "tree"} onClick={() => setTab("tree")}>Tree</button>
            </div>
            {tab === "timeline" ? (
              <VirtualList label="session timeline" items={session.records} rowHeight={ROW} height={300} row={(record) => (
                <RecordRow key={record.record_id} record={record} selected={record.record_id === selected?.record_id} onSelect={() => setSelected(record)} />
              )} />
            ) : (
              <Tree records={session.records} selected={selected?.record_id} onSelect={setSelected} />
            )}
          </div>
        )}
      </section>
      <section><Detail record={selected} client={client} walletAddress={props.agent.agent_wallet_address} onOpen={openRecord} onSession={openSession} /></section>
    </>
  );
}

function App() {
  const [apiKey, setApiKey] = useState<string | null>(storedKey());
  const [agents, setAgents] = useState<Agent[] | null>(null);
  const [agent, setAgent] = useState<Agent | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!apiKey) return;
    listAgents(apiKey).then(
      (list) => { setAgents(list); setError(null); },
      (e) => { storeKey(null); setApiKey(null); setError(describe(e)); },
    );
  }, [apiKey]);

  if (!apiKey) return <SignIn error={error} onKey={(key) => { storeKey(key); setApiKey(key); }} />;
  return (
    <>
      <header>
        <h1>trace-ledger</h1>
        <span>{agent ? agent.name : "pick an agent"}</span>
        <button onClick={() => { storeKey(null); setApiKey(null); setAgents(null); setAgent(null); }}>Sign out</button>
      </header>
      <main>
        <section aria-label="agents">
          <h2>Agents</h2>
          {agents === null ? <p class="muted">Loading…</p> : agents.length === 0 ? <p class="muted">No agents yet.</p> : (
            <ul style={{ listStyle: "none", padding: 0 }}>
              {agents.map((a) => (
                <li key={a.agent_id}><button class="link" data-agent={a.agent_id} onClick={() => setAgent(a)} style={{ fontWeight: a.agent_id === agent?.agent_id ? 700 : 400 }}>{a.name}</button></li>
              ))}
            </ul>
          )}
        </section>
        {agent ? <AgentView key={agent.agent_id} apiKey={apiKey} agent={agent} /> : <section><p class="muted">Pick an agent to see its trace.</p></section>}
      </main>
    </>
  );
}

render(<App />, document.getElementById("app")!);
