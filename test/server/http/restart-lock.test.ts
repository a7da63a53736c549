// A service restarted on the same database keeps everything; an embedded (PGlite) data dir takes
// one service at a time, and a stale lock of a dead process does not block a restart.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService } from "../../../server/app.ts";
import { addressOfPrivateKey } from "../../../server/wallets/address.ts";
import { decryptPrivateKey } from "../../../server/wallets/custodial.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent, startTestServer, type TestServer } from "../../support/server.ts";
import { agentClient, expectError, ids, rows } from "./helpers.ts";

const embedded = !process.env.DATABASE_URL;
const LOCK_FILE = "trace-ledger.lock";

let first: TestServer;
let second: TestServer | undefined;
let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
let acting: ReturnType<typeof recordOf<"Acting">>;
const submitted: { record_id: string; server_ts_utc: number }[] = [];

beforeAll(async () => {
  first = await startTestServer();
  owner = await ownerWithAgent(first);
  const client = agentClient(first, owner);
  acting = recordOf("Acting");
  for (const record of [recordOf("Observing", acting.session_id), acting, recordOf("Reflecting", acting.session_id)]) {
    const res = await client.submit(record);
    expect(res.status).toBe(201);
    submitted.push(res.body);
  }
});

// The restarted service works on the first one's data, so neither cleans up on close: we do.
afterAll(async () => {
  const running = second ?? first;
  const schema = running.config.databaseSchema;
  if (schema) await running.service.services.db.knex.raw("drop schema if exists ?? cascade", [schema]).catch(() => {});
  await running.service.close();
  fs.rmSync(first.config.dataDir, { recursive: true, force: true });
});

describe("the embedded data dir lock", () => {
  it.skipIf(!embedded)("refuses a second service on the data dir while the first runs, with a clear message", async () => {
    expect(fs.existsSync(path.join(first.config.dataDir, LOCK_FILE))).toBe(true);
    const attempt = startService({ ...first.config, port: 0 }, pino({ level: "silent" }));
    await expect(attempt).rejects.toThrow(/Data dir .+ is in use by process \d+.*stop that process or use another DATA_DIR/s);
    // The first service is untouched and still writes.
    expect((await call(first, "GET", "/readyz")).status).toBe(200);
    expect((await agentClient(first, owner).submit(recordOf("Other"))).status).toBe(201);
  });
});

describe("a restart on the same database", () => {
  it("keeps owners, keys, agents, wallets and records", async () => {
    const agentBefore = (await agentClient(first, owner).agent()).body;
    const traceBefore = (await agentClient(first, owner).trace()).body;
    await first.service.close(); // stops the service, keeps its data
    if (embedded) {
      // A lock left by a process that has died since: stale, so it must not block the restart.
      const dead = spawnSync(process.execPath, ["-e", ""]).pid;
      fs.writeFileSync(path.join(first.config.dataDir, LOCK_FILE), `${dead}\n`);
    }
    second = await startTestServer({
      reuse: { dataDir: first.config.dataDir, databaseSchema: first.config.databaseSchema, walletKek: first.config.walletKek },
    });
    const client = agentClient(second, owner);

    expect((await client.agent()).body).toEqual(agentBefore);
    expect((await client.trace()).body).toEqual(traceBefore);
    for (const ack of submitted) expect((await client.record(ack.record_id)).body.server_ts_utc).toBe(ack.server_ts_utc);
    expect(ids((await client.session(acting.session_id)).body.records)).toEqual(ids(submitted));

    // Dedup, the one-Acting rule and the custodial key (sealed under the KEK in the data dir) hold on.
    expect(await client.submit(acting)).toMatchObject({ status: 200, body: { ...submitted[1], is_duplicate: true } });
    expectError(await client.submit(recordOf("Acting", acting.session_id)), 409, "acting_already_recorded");
    const [row] = await rows<{ encrypted_key: string }>(second, "select encrypted_key from agent_wallet_keys where agent_id = ?", [
      owner.agentId,
    ]);
    const privateKey = decryptPrivateKey(second.service.services.kek, row!.encrypted_key, agentBefore.agent_wallet_address);
    expect(addressOfPrivateKey(privateKey)).toBe(agentBefore.agent_wallet_address);
    expect((await client.submit(recordOf("Observing"))).status).toBe(201);
  });
});
