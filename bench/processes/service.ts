// The trace-ledger service as a child process on the bench database, with logging muted and the
// rate limit out of the way, and the one owner whose agents the scenarios write as.
import { randomBytes } from "node:crypto";
import type { BenchDatabase } from "./database.ts";
import { startChild, type Child } from "./child.ts";

export interface ServiceOptions {
  /** Extra environment, e.g. INGEST_WINDOW_MS. */
  env?: Record<string, string>;
  nodeFlags?: string[];
  /** Another checkout of the repository to run the service of (bench/compare.ts); default: this one. */
  root?: string;
  /**
   * Run the TypeScript sources through tsx, so that a CPU profile names their files. Otherwise the
   * service runs as `npm start` runs it on PostgreSQL (scripts/run-ts.mjs, one bundle), so the
   * memory measured is the memory users see.
   */
  sources?: boolean;
}

export interface Service extends Child {
  adminToken: string;
}

// Fixed for the whole run, so a restarted service (another ingest setting, or PGlite handing its
// data dir to the bench for seeding) keeps serving the same owner and agents.
const ADMIN_TOKEN = `bench-${randomBytes(16).toString("hex")}`;
const WALLET_KEK = randomBytes(32).toString("base64");

export async function startService(db: Pick<BenchDatabase, "env">, options: ServiceOptions = {}): Promise<Service> {
  const child = await startChild({
    script: "server/main.ts",
    root: options.root,
    bundled: !options.sources,
    label: `the service${options.root ? ` of ${options.root}` : ""}`,
    readyPath: "/readyz",
    nodeFlags: options.nodeFlags,
    env: {
      ...db.env,
      ADMIN_TOKEN,
      WALLET_KEK,
      LOG_LEVEL: "silent",
      RATE_LIMIT_REQUESTS: "1000000000",
      REDIS_URL: "",
      ...options.env,
    },
  });
  return { ...child, adminToken: ADMIN_TOKEN };
}

async function post(url: string, token: string, body: unknown): Promise<any> {
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

export interface BenchOwner {
  apiKey: string;
  /** Agent name → agent_id. */
  agents: Record<string, string>;
}

/** One owner (through the admin endpoint) with an agent per name. */
export async function createOwner(service: Service, agentNames: readonly string[]): Promise<BenchOwner> {
  const owner = await post(`${service.url}/v1/owners`, service.adminToken, { name: "bench", wallet: { mode: "custodial" } });
  const agents: Record<string, string> = {};
  for (const name of agentNames) {
    agents[name] = (await post(`${service.url}/v1/agents`, owner.api_key, { name })).agent_id;
  }
  return { apiKey: owner.api_key, agents };
}
