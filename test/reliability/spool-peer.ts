// The TypeScript spool peer (test/reliability/spool-peer.ts drives one per SDK, the same in each):
// a background client with a spool, driven by lines on stdin, answering on stdout.
//   enqueue FROM TO  → "refused I CODE CLASS" per record enqueue refused, then "enqueued N"
//   flush            → "flushed PENDING"
//   close            → "closed PENDING", and the process exits
// The connection comes from LEDGER_API_KEY, LEDGER_AGENT_ID, LEDGER_ENDPOINT; the spool is
// PEER_SPOOL; record i's id is PEER_NONCE-0000-4000-8000-<i, 12 digits>.
import readline from "node:readline";
import { LedgerClient, LedgerError } from "../../sdk/node.ts";

const client = new LedgerClient({
  background: { spoolDir: process.env.PEER_SPOOL!, lingerMs: 5, exitFlushMs: 0 },
  retry: { attempts: 0, backoffMs: [20] },
});
console.log("ready");
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, from, to] = line.trim().split(" ");
  if (command === "enqueue") {
    let accepted = 0;
    for (let i = Number(from); i < Number(to); i++) {
      const id = `${process.env.PEER_NONCE}-0000-4000-8000-${String(i).padStart(12, "0")}`;
      try {
        client.enqueue({
          record_id: id,
          session_id: "spool-peer",
          behavior: "Observing",
          trigger_source: "peer",
          trigger_description: `record ${i}`,
        });
        accepted++;
      } catch (error) {
        if (!(error instanceof LedgerError)) throw error;
        console.log(`refused ${i} ${error.code} ${error.constructor.name}`);
      }
    }
    console.log(`enqueued ${accepted}`);
  } else if (command === "flush") {
    console.log(`flushed ${(await client.flush(5_000)).pending}`);
  } else if (command === "close") {
    console.log(`closed ${(await client.close(1_000)).pending}`);
    process.exit(0);
  }
}
