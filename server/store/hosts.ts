// libpq's multi-host URLs (`postgres://u:p@h1:5432,h2:5433/db?target_session_attrs=read-write`),
// which node-postgres does not parse: the hosts are tried in the order given and the first whose
// session fits target_session_attrs is used — until connecting to it fails or finds it no longer
// fits (a failover), when they are tried again.
import pg from "pg";

export type SessionAttrs = "any" | "read-write" | "read-only" | "primary" | "standby" | "prefer-standby";

interface SessionState {
  recovery: boolean;
  readOnly: boolean;
}

const FITS: Record<Exclude<SessionAttrs, "prefer-standby">, (state: SessionState) => boolean> = {
  any: () => true,
  "read-write": (state) => !state.readOnly,
  "read-only": (state) => state.readOnly,
  primary: (state) => !state.recovery,
  standby: (state) => state.recovery,
};

export interface HostList {
  /** One single-host URL per host, in the order given. */
  urls: string[];
  /** host:port of each, for messages (the URLs carry passwords). */
  names: string[];
  attrs: SessionAttrs;
}

const POSTGRES_URL = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)([^?#]*)(?:\?([^#]*))?$/;

/** The hosts of a PostgreSQL URL; a URL of one host and no target_session_attrs is left as it is. */
export function parseHostList(url: string): HostList {
  const match = POSTGRES_URL.exec(url);
  if (!match) return { urls: [url], names: ["(the server of DATABASE_URL)"], attrs: "any" };
  const [, scheme, auth = "", hosts, path, query = ""] = match;
  const params = new URLSearchParams(query);
  const attrs = params.get("target_session_attrs") ?? "any";
  if (!(attrs in FITS) && attrs !== "prefer-standby") {
    throw new Error(
      `target_session_attrs must be one of ${[...Object.keys(FITS), "prefer-standby"].join(", ")}, got ${JSON.stringify(attrs)}`,
    );
  }
  params.delete("target_session_attrs");
  const rest = `${path}${params.size > 0 ? `?${params}` : ""}`;
  const names = hosts!.split(",");
  if (names.length > 1 && names.some((name) => name === "")) throw new Error("a PostgreSQL URL's host list has an empty entry");
  return { urls: names.map((host) => `${scheme}${auth}${host}${rest}`), names, attrs: attrs as SessionAttrs };
}

/** Whether the list needs choosing at all: one host that any session fits is used as it is. */
export const needsSelection = (list: HostList): boolean => list.urls.length > 1 || list.attrs !== "any";

async function sessionState(client: Pick<pg.Client, "query">): Promise<SessionState> {
  const { rows } = await client.query<{ recovery: boolean; read_only: boolean }>(
    "select pg_is_in_recovery() as recovery, current_setting('transaction_read_only') = 'on' as read_only",
  );
  return { recovery: rows[0]!.recovery, readOnly: rows[0]!.read_only };
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Which host of a list to connect to now, found by probing and kept until told it is stale. */
export class HostSelector {
  #chosen: string | undefined;
  #finding: Promise<string> | undefined;

  constructor(readonly list: HostList) {}

  /** Whether the next connection must look for the host again. */
  get stale(): boolean {
    return this.#chosen === undefined;
  }

  /** The URL of the host to connect to. */
  current(): Promise<string> {
    if (this.#chosen !== undefined) return Promise.resolve(this.#chosen);
    return (this.#finding ??= this.#find().finally(() => (this.#finding = undefined)));
  }

  /** A connection to the chosen host failed, or found it no longer fits. */
  forget(): void {
    this.#chosen = undefined;
  }

  /** Whether a new connection's session fits (e.g. the host chosen has not become a standby). */
  async fits(client: Pick<pg.Client, "query">): Promise<boolean> {
    const state = await sessionState(client);
    return this.#passes().some((attrs) => FITS[attrs](state));
  }

  #passes(): Exclude<SessionAttrs, "prefer-standby">[] {
    return this.list.attrs === "prefer-standby" ? ["standby", "any"] : [this.list.attrs];
  }

  async #find(): Promise<string> {
    const states = await Promise.all(this.list.urls.map((url) => probe(url)));
    for (const attrs of this.#passes()) {
      const index = states.findIndex((state) => state !== undefined && FITS[attrs](state));
      if (index >= 0) return (this.#chosen = this.list.urls[index]!);
    }
    const seen = states.map(
      (state, i) =>
        `${this.list.names[i]}: ${state ? (state.recovery ? "standby" : state.readOnly ? "read-only" : "read-write") : "no answer"}`,
    );
    // 08001 (sqlclient_unable_to_establish_sqlconnection): the database is away, retry shortly (503).
    throw Object.assign(new Error(`no PostgreSQL host fits target_session_attrs=${this.list.attrs} (${seen.join(", ")})`), {
      code: "08001",
    });
  }
}

async function probe(url: string): Promise<SessionState | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {}); // a host dying mid-probe is an answer, not a crash
  try {
    await client.connect();
    return await sessionState(client);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
