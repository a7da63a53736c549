// An SDK newer than the service (test/schema/newer-sdk.test.ts), through the TypeScript SDK: a
// plain record, one too big for the service's version, then a batch through a fresh client.
import { readFileSync } from "node:fs";
import { LedgerClient, LedgerError, type RecordInput } from "../../../sdk/index.ts";

const input = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
const connect = () => new LedgerClient({ apiKey: input.api_key, agentId: input.agent_id, endpoint: input.endpoint });
const client = connect();
const stored = async (id: string) => (await client.getRecord(id)).schema_version;

async function submitted(record: RecordInput) {
  try {
    return { stored_as: await stored((await client.submit(record)).record_id) };
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    return { code: error.code };
  }
}

const observing = (trigger_source: string): RecordInput => ({ behavior: "Observing", session_id: "newer-sdk", trigger_source });
const first = await submitted(observing("market-feed"));
const second = await submitted(observing("market-feed"));
const beyond = await submitted(observing("x".repeat(input.beyond_bytes)));
const batch = await connect().submitBatch([observing("a"), observing("b")]);
const batched = await Promise.all(batch.results.map((result) => ("code" in result ? result.code : stored(result.record_id))));
console.log(JSON.stringify({ first, second, beyond, batched }));
