// SIGKILL while a session of two chunks is being erased, the database read as the crash left it,
// then a restart on it: each chunk is one transaction, so the session is whole, or tombstones
// through whole chunks — never a record half erased, a body without its terms, or a summary other
// than that of what stays — and asking again erases the rest.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import {
  createStore,
  freePort,
  killAllServices,
  queryRows,
  serviceEnv,
  spawnService,
  STORE_KINDS,
  withStore,
  type ServiceProcess,
  type ServiceStore,
} from "../support/processes.ts";
import { SESSION_CHUNK } from "../../server/store/erasure.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";

const RECORDS = 2 * SESSION_CHUNK;
/** How long after the DELETE is sent each kill comes: from before its transaction to after. */
const KILL_AFTER_MS = [5, 40, 120, 400];

const stores: ServiceStore[] = [];
afterAll(async () => {
  await killAllServices();
  await Promise.all(stores.map((store) => store.remove()));
});

describe.each(STORE_KINDS)("a service on %s, killed while it erases a session", (kind) => {
  it("leaves each session whole or erased through whole chunks, and the erasure asked again completes it", async () => {
    const store = await createStore(kind);
    stores.push(store);
    const env = serviceEnv(store, { PORT: String(await freePort()) });
    let service: ServiceProcess = await spawnService(env);
    const owner = await ownerWithAgent(service);
    const outcomes: { killAfterMs: number; answered: boolean; erased: number }[] = [];
    for (const killAfterMs of KILL_AFTER_MS) {
      const session = `sess-crash-${killAfterMs}`;
      for (let sent = 0; sent < RECORDS; sent += 50) {
        const records = Array.from({ length: 50 }, () => recordOf("Thinking", session));
        expect(
          (await call(service, "POST", `/v1/records:batch?agent_id=${owner.agentId}`, { key: owner.apiKey, body: { records } })).status,
        ).toBe(200);
      }
      const erasing = call(service, "DELETE", `/v1/sessions/${session}?agent_id=${owner.agentId}`, { key: owner.apiKey }).then(
        () => true,
        () => false,
      );
      await sleep(killAfterMs);
      service.child.kill("SIGKILL");
      expect(await service.exited).toEqual({ code: null, signal: "SIGKILL" });
      const answered = await erasing;

      const [state] = await withStore(store, (db) =>
        queryRows<{
          erased: number;
          whole: number;
          terms_of_erased: number;
          record_count: number;
          tokens_in: string | null;
          tokens_in_left: string | null;
        }>(
          db,
          `select count(*) filter (where r.erased_ms is not null)::int as erased,
                  count(*) filter (where r.erased_ms is null and r.body is not null)::int as whole,
                  sum((r.body #>> '{model_invocation,tokens_in}')::numeric) as tokens_in_left,
                  (select count(*)::int from record_terms t join records e on e.agent_id = t.agent_id and e.seq = t.seq
                    where e.agent_id = ? and e.session_id = ? and e.erased_ms is not null) as terms_of_erased,
                  (select record_count::int from sessions where agent_id = ? and session_id = ?) as record_count,
                  (select tokens_in from sessions where agent_id = ? and session_id = ?) as tokens_in
             from records r where r.agent_id = ? and r.session_id = ?`,
          [owner.agentId, session, owner.agentId, session, owner.agentId, session, owner.agentId, session],
        ),
      );
      expect(state!.erased + state!.whole).toBe(RECORDS);
      expect([0, SESSION_CHUNK, RECORDS], `session killed ${killAfterMs} ms into its erasure`).toContain(state!.erased);
      expect(state!.terms_of_erased).toBe(0);
      expect(state!.record_count).toBe(RECORDS);
      // Each chunk takes its records' numbers out of the summary with it: it totals what stays.
      expect(state!.tokens_in === null ? null : Number(state!.tokens_in), `${state!.erased} erased`).toBe(
        state!.tokens_in_left === null ? null : Number(state!.tokens_in_left),
      );
      service = await spawnService(env); // same port and data (PGlite: the store is closed first)
      // Either way the erasure can be asked again, and completes.
      const again = await call(service, "DELETE", `/v1/sessions/${session}?agent_id=${owner.agentId}`, { key: owner.apiKey });
      expect(again.body.records_erased).toBe(RECORDS);
      outcomes.push({ killAfterMs, answered, erased: state!.erased });
    }
    // At least one kill came while the DELETE was still unanswered: during the erasure.
    expect(
      outcomes.some((outcome) => !outcome.answered),
      JSON.stringify(outcomes),
    ).toBe(true);
    console.log(`erasure crash (${kind}): ${JSON.stringify(outcomes)}`);
    expect(await service.stop()).toEqual({ code: 0, signal: null });
  }, 300_000);
});
