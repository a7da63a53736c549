// A process whose background client holds a record when SIGTERM comes, the service away
// (test/sdk/exit-flush.test.ts): `node --import tsx test/sdk/exit-flush-child.ts <endpoint>`.
import { LedgerClient } from "../../sdk/node.ts";

const client = new LedgerClient({
  apiKey: "tlk_test",
  agentId: `agt_${"0".repeat(32)}`,
  endpoint: process.argv[2],
  background: { exitFlushMs: 300 },
});
client.newSession().enqueue({ behavior: "Observing", trigger_source: "market-feed" });
console.log("queued");
setInterval(() => undefined, 60_000); // alive until the signal
