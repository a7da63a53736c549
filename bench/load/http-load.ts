// A closed-loop load generator over keep-alive HTTP: `connections` loops, each sending its next
// request when the previous answer has arrived. It shares the 2 cores with the service, so it is
// kept lean: node:http with a keep-alive Agent, bodies built from string templates, answers
// drained unparsed (only the status is kept), and its own CPU time reported alongside.
import http from "node:http";
import { summarize, type LatencySummary } from "./stats.ts";

export interface LoadRequest {
  method: "GET" | "POST";
  /** Path and query. */
  path: string;
  /** Headers of this request on top of the load's. */
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface LoadOptions {
  /** Origin, e.g. http://127.0.0.1:8080 (loopback only). */
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Stops earlier once this many requests were sent. */
  maxRequests?: number;
  /** The next request; called once per request, so make it cheap. */
  next: () => LoadRequest;
  /** Statuses counted as successes. */
  ok: (status: number) => boolean;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Status (or "network") → count, for failures only. */
  failures: Record<string, number>;
  elapsedMs: number;
  perSecond: number;
  latency: LatencySummary;
  /** CPU the generator itself used, in cores (1.0 = one core busy for the whole run). */
  generatorCores: number;
}

function send(agent: http.Agent, origin: URL, headers: Record<string, string>, request: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: {
          ...headers,
          ...request.headers,
          ...(request.body === undefined ? {} : { "content-length": String(Buffer.byteLength(request.body)) }),
        },
      },
      (res) => {
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(-1));
        res.resume();
      },
    );
    req.on("error", () => resolve(-1));
    req.end(request.body);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const origin = new URL(options.url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(origin.hostname)) throw new Error(`load goes to loopback only, not ${origin.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let sent = 0;
  let errors = 0;
  const limit = options.maxRequests ?? Infinity;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function loop(): Promise<void> {
    while (sent < limit && performance.now() < deadline) {
      sent++;
      const request = options.next();
      const t0 = performance.now();
      const status = await send(agent, origin, options.headers, request);
      latencies.push(performance.now() - t0);
      if (!options.ok(status)) {
        errors++;
        const key = status === -1 ? "network" : String(status);
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    requests: latencies.length,
    errors,
    failures,
    elapsedMs,
    perSecond: (latencies.length / elapsedMs) * 1000,
    latency: summarize(latencies),
    generatorCores: (cpu.user + cpu.system) / 1000 / elapsedMs,
  };
}
