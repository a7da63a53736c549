// trace-ledger: the command line of the service. Owners (admin), agents, and an agent's records:
// follow them, export them to JSONL (with proofs, to verify offline) and import them again.
import { Command, InvalidArgumentError } from "commander";
import { LedgerClient, LedgerError, type ReadRecord } from "../sdk/index.ts";
import { erasedOn } from "./blobs.ts";
import { baseUrl, connection, type GlobalOptions } from "./connection.ts";
import { exportOtlp } from "./otlp.ts";
import { DEFAULT_POLICY } from "./otlp-delivery.ts";
import { recordLine } from "./record-line.ts";
import { exportTrace, importTrace, tail } from "./transfer.ts";
import { verifyExport } from "./verify.ts";
import { plural } from "./words.ts";

const program = new Command("trace-ledger")
  .description("Command line of trace-ledger: owners, agents, and moving an agent's trace")
  .option("--endpoint <url>", "the service (default: LEDGER_ENDPOINT, else http://127.0.0.1:8080)")
  .option("--api-key <key>", "the owner's API key (default: LEDGER_API_KEY)")
  .showHelpAfterError();

/** `verify` without an address of the caller's own: usage, and a file consistent only with itself. */
const EXIT_USAGE = 2;
const EXIT_SELF_CONSISTENT = 3;

const globals = () => program.opts<GlobalOptions>();
const printJson = (value: unknown) => console.log(JSON.stringify(value, null, 2));
const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("must be a whole number above 0");
  return n;
};

function collectHeader(value: string, headers: Record<string, string>): Record<string, string> {
  const at = value.indexOf("=");
  if (at < 1) throw new InvalidArgumentError("must be name=value");
  return { ...headers, [value.slice(0, at).trim().toLowerCase()]: value.slice(at + 1).trim() };
}

interface ExportOptions {
  agent: string;
  out?: string;
  resume?: boolean;
  proofs?: boolean;
  followSymlinks?: boolean;
  blobs?: string;
  scores?: boolean;
  format: string;
  otlpEndpoint?: string;
  otlpHeader: Record<string, string>;
  otlpAttempts: number;
}

const owners = program.command("owners").description("owner administration (needs the service's ADMIN_TOKEN)");
owners
  .command("create")
  .description("create an owner and print it with its API key (shown this one time only)")
  .requiredOption("--name <name>", "a label for the owner")
  .option("--byow <address>", "bring your own wallet: the owner's default EVM address (else custodial wallets)")
  .option("--admin-token <token>", "the service's ADMIN_TOKEN (default: ADMIN_TOKEN)")
  .action(async (options: { name: string; byow?: string; adminToken?: string }) => {
    const token = options.adminToken ?? process.env.ADMIN_TOKEN;
    if (!token) throw new Error("no admin token: pass --admin-token or set ADMIN_TOKEN");
    // Owner administration is not part of the SDK (agents never do it): one plain request.
    const wallet = options.byow ? { mode: "byow", address: options.byow } : { mode: "custodial" };
    const res = await fetch(`${baseUrl(globals())}/v1/owners`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: options.name, wallet }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${body.error?.code ?? res.status}: ${body.error?.message ?? res.statusText}`);
    printJson(body);
  });

const agents = program.command("agents").description("the owner's agents");
agents
  .command("register")
  .description("register an agent (a known name answers the existing one)")
  .requiredOption("--name <name>", "the agent's name, unique per owner")
  .option("--description <text>", "what the agent does")
  .option("--wallet <address>", "byow owners: the agent's EVM address (default: the owner's)")
  .action(async (options: { name: string; description?: string; wallet?: string }) => {
    const agent = await LedgerClient.registerAgent({
      ...connection(globals()),
      name: options.name,
      ...(options.description ? { metadata: { description: options.description } } : {}),
      ...(options.wallet ? { wallet: { address: options.wallet } } : {}),
    });
    printJson(agent);
  });
agents
  .command("list")
  .description("list the owner's agents by name")
  .option("--json", "one JSON object per line instead of a table")
  .action(async (options: { json?: boolean }) => {
    let cursor: string | undefined;
    do {
      const page = await LedgerClient.listAgents({ ...connection(globals()), cursor, limit: 500 });
      for (const agent of page.agents) {
        console.log(options.json ? JSON.stringify(agent) : `${agent.agent_id}  ${agent.wallet_mode.padEnd(9)}  ${agent.name}`);
      }
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined);
  });

const records = program.command("records").description("an agent's records");
records
  .command("tail")
  .description("print an agent's latest records, a line each, oldest first; --follow keeps printing new ones")
  .requiredOption("--agent <agent_id>", "the agent")
  .option("-n, --lines <count>", "how many of the latest records", positive, 10)
  .option("-f, --follow", "keep printing records as they arrive")
  .option("--interval <ms>", "how often --follow asks", positive, 1000)
  .option("--json", "each record as it is stored, one JSON object per line")
  .action(async (options: { agent: string; lines: number; follow?: boolean; interval: number; json?: boolean }) => {
    const print = (record: ReadRecord) => console.log(options.json ? JSON.stringify(record) : recordLine(record));
    await tail(connection(globals()), options.agent, options.lines, options.follow ? { intervalMs: options.interval } : undefined, print);
  });

program
  .command("export")
  .description("write an agent's whole trace to a JSONL file (oldest first), or send it as OpenTelemetry spans; progress on stderr")
  .requiredOption("--agent <agent_id>", "the agent")
  .option("-o, --out <file>", "the JSONL file (--format jsonl)")
  .option("--resume", "append what is not in the file yet (after an interrupted export, or to catch up); only to this agent's own export")
  .option("--follow-symlinks", "write through --out when it is a symbolic link (refused otherwise)")
  .option(
    "--proofs",
    "start with a signed checkpoint (cut one if needed) and give each record its inclusion proof in it; `verify` checks the file offline",
  )
  .option(
    "--blobs <dir>",
    "also write the blobs the records attach to this directory (bytes and salt; an erased one recorded as erased), for import --blobs and verify --blobs",
  )
  .option(
    "--scores",
    "also write the agent's scores after its records; with --proofs, each with its inclusion proof in the scores log's signed checkpoint",
  )
  .option("--format <format>", "jsonl, or otlp (OTLP/HTTP protobuf, one span per record)", "jsonl")
  .option("--otlp-endpoint <url>", "where --format otlp sends (a collector's http://host:4318/v1/traces)")
  .option("--otlp-header <name=value>", "a header for the OTLP receiver (repeatable), e.g. authorization=Bearer …", collectHeader, {})
  .option(
    "--otlp-attempts <count>",
    "attempts per OTLP request before the export gives up (429, 5xx, timeouts, network errors are retried; a Retry-After is obeyed up to 60 s)",
    positive,
    DEFAULT_POLICY.attempts,
  )
  .action(async (options: ExportOptions) => {
    if (options.format === "otlp") {
      if (!options.otlpEndpoint) throw new Error("--format otlp needs --otlp-endpoint (e.g. http://127.0.0.1:4318/v1/traces)");
      const policy = {
        ...DEFAULT_POLICY,
        attempts: options.otlpAttempts,
        onRetry: (reason: string, delayMs: number) => console.error(`retrying in ${(delayMs / 1000).toFixed(1)} s: ${reason}`),
      };
      await exportOtlp(connection(globals()), options.agent, options.otlpEndpoint, { headers: options.otlpHeader, policy });
    } else if (options.format === "jsonl") {
      if (!options.out) throw new Error("--format jsonl needs --out <file>");
      await exportTrace(connection(globals()), options.agent, options.out, {
        resume: options.resume === true,
        proofs: options.proofs === true,
        followSymlinks: options.followSymlinks === true,
        blobs: options.blobs,
        scores: options.scores === true,
      });
    } else {
      throw new Error(`unknown --format ${options.format}: jsonl or otlp`);
    }
  });

program
  .command("import")
  .description("submit every record (and score) of a JSONL export to an agent; idempotent through record_id and score_id")
  .requiredOption("--agent <agent_id>", "the agent that receives the records")
  .option("--blobs <dir>", "upload the attached blobs from an export's --blobs directory before the records that name them")
  .argument("<file>", "a JSONL export")
  .action(async (file: string, options: { agent: string; blobs?: string }) => {
    const outcome = await importTrace(connection(globals()), options.agent, file, { blobs: options.blobs });
    for (const failure of outcome.failed) console.error(`line ${failure.line}: ${failure.code}: ${failure.message}`);
    if (outcome.failed.length > 0) process.exitCode = 1;
  });

program
  .command("verify")
  .description("check an export made with --proofs offline: the checkpoint's signature, and every record's inclusion in it")
  .argument("<file>", "a JSONL export made with --proofs")
  .option("--address <address>", "the agent's anchor wallet as you know it (its agent_wallet_address, from a source you trust)")
  .option(
    "--trust-file-address",
    `without an address of your own: check only that the file is consistent with the address it names (not "verified"; exit ${EXIT_SELF_CONSISTENT})`,
  )
  .option(
    "--blobs <dir>",
    "also check every attachment's bytes in the export's --blobs directory against its digest (an erased one is named with its erasure time)",
  )
  .option(
    "--log-key <key>",
    "an export with --scores: the service's log key as you know it (GET /v1/log/verifier-key, from a source you trust); with --trust-file-address, the key the file names",
  )
  .addHelpText(
    "after",
    `\nExit status: 0 verified against --address; 1 a check failed; ${EXIT_USAGE} neither or both of --address and --trust-file-address; ${EXIT_SELF_CONSISTENT} consistent with the file's own address only.`,
  )
  .action(async (file: string, options: { address?: string; trustFileAddress?: boolean; blobs?: string; logKey?: string }) => {
    if ((options.address === undefined) === (options.trustFileAddress !== true)) {
      console.error(
        "trace-ledger: verify needs --address <the agent's wallet, as you know it>, or --trust-file-address to check only that the file is consistent with itself",
      );
      process.exitCode = EXIT_USAGE;
      return;
    }
    const verdict = await verifyExport(
      file,
      options.address === undefined ? "file" : { address: options.address },
      options.blobs,
      options.logKey ?? (options.address === undefined ? "file" : undefined),
    );
    if (!verdict.ok) throw new Error(`${file}: line ${verdict.line}: ${verdict.reason}`);
    const { records, erased, checkpoint, address, attachments, scores } = verdict;
    if (scores)
      console.log(
        `scores: ${scores.scores} ${plural(scores.scores, "score")} of ${checkpoint.agent_id}: every one is in the scores log's checkpoint ${scores.treeSize}, signed by the log key ${scores.keyName}`,
      );
    if (attachments) {
      // An erased attachment is no failure: the record, its leaf and the proof still verify.
      for (const gone of attachments.erased)
        console.log(
          `record ${gone.recordId}: attachment ${gone.digest}${gone.field ? ` (${gone.field})` : ""} ${erasedOn(gone.erasedAtMs)}`,
        );
      console.log(`attachments: ${attachments.verified} verified against their digests, ${attachments.erased.length} erased`);
    }
    const proved = `${records} ${plural(records, "record")} of ${checkpoint.agent_id}: every one is in checkpoint ${checkpoint.tree_size} (root ${checkpoint.root_hash}), signed by ${address}${erased > 0 ? `; ${erased} erased (their digests verified, their content gone)` : ""}`;
    if (options.address !== undefined) return console.log(`verified ${proved}`);
    // Anyone can rebuild the tree over altered records and sign it with a wallet of their own.
    console.error(
      `trace-ledger: warning: no --address: ${address} is only the address the file names; a forged file passes this check too. Compare it with the agent's wallet from a source you trust.`,
    );
    console.log(`consistent, not verified: ${proved} (the address the file names)`);
    process.exitCode = EXIT_SELF_CONSISTENT;
  });

try {
  await program.parseAsync();
} catch (error) {
  // One line for the user: the code and message of an SDK error, or the message of any other
  // (never "undefined": an error without a message is named by its code or its text).
  const other = error as { message?: string; code?: string } | undefined;
  const line = error instanceof LedgerError ? `${error.code}: ${error.message}` : other?.message || other?.code || String(error);
  console.error(`trace-ledger: ${line.split("\n")[0]}`);
  process.exitCode = 1;
}
