// Sets up what the Go interop program verifies, on a running service ($BASE, $ADMIN): a custodial
// agent (its log made public) and a byow agent (its owner signs with the TS SDK), each with
// records and two checkpoints, and the custodial agent's scores log of 300 scores (its checkpoint
// cut by a score's proof). Prints, as JSON, what the program needs to fetch them. With
// WITNESS_DIR and WITNESS_KEY (a litewitness of scripts/litewitness.sh that the service submits
// to), each agent's log is made known to the witness first, and the setup waits until each latest
// checkpoint is cosigned.
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { addressOfPrivateKey, signPersonal } from "../../protocol/eth.ts";
import { recordOf } from "../support/records.ts";
import { storeScores } from "../support/scores.ts";
import { call, ownerWithAgent } from "../support/server.ts";

const server = { baseUrl: process.env.BASE!, adminToken: process.env.ADMIN! };
const utf8 = new TextEncoder();
const witness = process.env.WITNESS_DIR ? { dir: process.env.WITNESS_DIR, key: process.env.WITNESS_KEY! } : undefined;
const logKey = witness && (await ok("verifier key", call(server, "GET", "/v1/log/verifier-key")));

async function ok(what: string, answer: Promise<{ status: number; body: any }>, statuses = [200, 201]) {
  const res = await answer;
  if (!statuses.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function agentWithLog(sizes: number[], signer?: Uint8Array) {
  const owner = await ownerWithAgent(server, signer ? { mode: "byow", address: addressOfPrivateKey(signer) } : { mode: "custodial" });
  if (witness)
    execFileSync("bash", [
      "scripts/litewitness.sh",
      "add-log",
      witness.dir,
      `${logKey.key_name}/agents/${owner.agentId}`,
      logKey.verifier_key,
    ]);
  let stored = 0;
  for (const size of sizes) {
    for (; stored < size; stored += Math.min(50, size - stored)) {
      const records = Array.from({ length: Math.min(50, size - stored) }, () => recordOf("Thinking"));
      await ok("batch", call(server, "POST", `/v1/records:batch?agent_id=${owner.agentId}`, { key: owner.apiKey, body: { records } }));
    }
    const checkpoint = await ok("checkpoint", call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey }));
    if (signer) {
      const signature = signPersonal(utf8.encode(checkpoint.body), signer);
      await ok(
        "sign",
        call(server, "PUT", `/v1/agents/${owner.agentId}/checkpoints/${size}/signature`, { key: owner.apiKey, body: { signature } }),
      );
    }
  }
  return { agent_id: owner.agentId, key: owner.apiKey, wallet: owner.agent.agent_wallet_address as string, sizes };
}

const custodial = await agentWithLog([200, 513]);
await ok("log_public", call(server, "PATCH", `/v1/agents/${custodial.agent_id}`, { key: custodial.key, body: { log_public: true } }));
const SCORES = 300;
if (witness)
  execFileSync("bash", [
    "scripts/litewitness.sh",
    "add-log",
    witness.dir,
    `${logKey.key_name}/agents/${custodial.agent_id}/scores`,
    logKey.verifier_key,
  ]);
const {
  records: [first],
} = await ok("trace", call(server, "GET", `/v1/traces/${custodial.agent_id}?order=asc&limit=1`, { key: custodial.key }));
const scored = await storeScores(
  server,
  { apiKey: custodial.key, agentId: custodial.agent_id },
  Array.from({ length: SCORES }, (_, i) => ({ record_id: first.record_id, name: "quality", value: i })),
);
await ok(
  "score proof",
  call(server, "GET", `/v1/scores/${scored.at(-1)!.score_id}/proof?agent_id=${custodial.agent_id}`, { key: custodial.key }),
);
const byow = await agentWithLog([7, 70], secp256k1.utils.randomSecretKey());
/** Waits (at most 60 s) until the agent's latest checkpoint carries the witness's cosignature line. */
async function cosigned({ agent_id, key }: { agent_id: string; key: string }, log = "log") {
  const line = `\n— ${witness!.key.split("+")[0]} `;
  for (let waited = 0; waited < 60_000; waited += 200) {
    const res = await fetch(`${server.baseUrl}/v1/agents/${agent_id}/${log}/checkpoint`, { headers: { authorization: `Bearer ${key}` } });
    if (res.ok && (await res.text()).includes(line)) return;
    await sleep(200);
  }
  throw new Error(`${agent_id}: the latest checkpoint of its ${log} was not cosigned by the witness within 60 s`);
}
if (witness) await Promise.all([cosigned(custodial), cosigned(byow), cosigned(custodial, "scores-log")]);

console.log(
  JSON.stringify({
    base: server.baseUrl,
    agents: [
      { ...custodial, public: true, scores: SCORES },
      { ...byow, public: false, scores: 0 },
    ],
    witness: witness?.key ?? "",
  }),
);
