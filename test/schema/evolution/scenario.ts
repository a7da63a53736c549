// The schema-evolution scenario through the TypeScript SDK (README.md here).
import { readFileSync } from "node:fs";
import { LedgerClient, LedgerError, type RecordInput } from "../../../sdk/index.ts";

const input = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
const notices: { deprecation: string; sunset: string }[] = [];
const client = new LedgerClient({
  apiKey: input.api_key,
  agentId: input.agent_id,
  endpoint: input.endpoint,
  logger: (_level, message, fields) => {
    if (message.includes("deprecates a schema version"))
      notices.push({ deprecation: String(fields?.deprecation), sunset: String(fields?.sunset) });
  },
});

async function outcome(record: RecordInput) {
  try {
    const ack = await client.submit(record);
    return { is_duplicate: ack.is_duplicate };
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    return { class: error.name, code: error.code, field: error.details.field };
  }
}

const result = {
  resubmitted: await outcome(input.stored),
  old_rules: await outcome(input.old_version_big),
  new_rules: await outcome(input.new_version_big),
  new_version: await outcome(input.new_version),
  deprecation_notices: notices,
};
console.log(JSON.stringify(result));
