// One record, readable: what it did in a line, each field as text / Markdown / folded JSON, links
// to its session, parent and upstream records, attachments, its raw JSON, and the badge the
// browser earns by verifying the record against the agent's signed checkpoint.
import { useEffect, useState } from "preact/hooks";
import type { ContentRef, LedgerClient, RecordTombstone } from "../../sdk/index.ts";
import { verifyInBrowser, type ReadRecord, type StoredRecord, type Verification } from "./api.ts";
import { Attachments } from "./attachments.tsx";
import { clock, duration, instant, stepTimes, summaryParts, tagsOf, time } from "./format.ts";
import { SLOW_MAX_MS, usePoll } from "./poll.ts";
import { routeHash } from "./route.ts";
import { ScoresPanel } from "./scores.tsx";
import { memberNode, orderedEntries, recordNode } from "./schema-order.ts";
import { FieldValue, TextValue } from "./value.tsx";

// Shown in the header and links, not as fields.
const HEADER_FIELDS = new Set([
  "record_id",
  "session_id",
  "agent_id",
  "behavior",
  "schema_version",
  "client_ts_utc",
  "server_ts_utc",
  "parent_record_id",
  "upstream_record_id",
  "input_record_id",
  "tags",
  "attachments",
]);

function VerificationBadge(props: { client: LedgerClient; agentId: string; record: ReadRecord; walletAddress: string }) {
  const [check, setCheck] = useState<Verification | null>(null);
  useEffect(() => {
    let current = true;
    setCheck(null);
    void verifyInBrowser(props.client, props.agentId, props.record, props.walletAddress).then((result) => current && setCheck(result));
    return () => void (current = false);
  }, [props.client, props.record, props.walletAddress]);
  // A record not yet checkpointed is checked again as checkpoints come, backing off to 30 s; the
  // poll restarts only when the state changes, not on each answer (that kept it at 2 s).
  usePoll(
    async () => {
      if (check?.state !== "pending") return false;
      const result = await verifyInBrowser(props.client, props.agentId, props.record, props.walletAddress);
      setCheck(result);
      return result.state !== "pending";
    },
    [props.client, props.record, check?.state],
    SLOW_MAX_MS,
  );
  if (check === null)
    return (
      <p class="badge" data-verification="checking" role="status">
        checking…
      </p>
    );
  switch (check.state) {
    case "verified":
      // The address is the service's word (the agent as it answers it): the badge says so, so a
      // reader who knows the wallet from elsewhere can compare it (issue 27, finding 4).
      return (
        <p class="badge verified" data-verification="verified" data-trusted-address={props.walletAddress}>
          verified: leaf {check.leafIndex} of checkpoint {check.treeSize}, signed by <code>{props.walletAddress}</code>, the agent's wallet
          as the service reports it — compare it with the address you know
        </p>
      );
    case "pending":
      return (
        <p class="badge" data-verification="pending" role="status">
          {check.why}
        </p>
      );
    case "failed":
      return (
        <p class="badge failed" data-verification="failed" role="alert">
          verification failed: {check.reason}
        </p>
      );
  }
}

/** An erased record: where it stood, when it was erased, and its proof, still verified by the digest it keeps. */
export function ErasedDetail(props: { client: LedgerClient; agentId: string; tombstone: RecordTombstone; walletAddress: string }) {
  const { tombstone, agentId } = props;
  return (
    <article aria-label="record detail" data-detail={tombstone.record_id} data-erased>
      <h2>
        <span class={`behavior b-${tombstone.behavior}`}>{tombstone.behavior}</span>{" "}
        <span class="id" title={tombstone.record_id}>
          {tombstone.record_id}
        </span>
      </h2>
      <p class="notice" data-erased-on>
        erased on {instant(tombstone.erased_at_ms)} · received {time(tombstone.server_ts_utc)} · its content is gone; its digest{" "}
        <code>{tombstone.digest}</code> stays in the log
      </p>
      <VerificationBadge client={props.client} agentId={agentId} record={tombstone} walletAddress={props.walletAddress} />
      <nav class="toolbar" aria-label="related records">
        <a href={routeHash({ agentId, sessionId: tombstone.session_id })} data-open-session>
          session <span class="id">{tombstone.session_id}</span>
        </a>
      </nav>
    </article>
  );
}

export function Detail(props: { client: LedgerClient; agentId: string; record: StoredRecord; walletAddress: string }) {
  const { record, agentId } = props;
  const loose = record as unknown as Record<string, unknown>;
  const parent = loose.parent_record_id as string | undefined;
  const upstream = (loose.upstream_record_id as string[] | undefined) ?? [];
  const attachments = (loose.attachments as ContentRef[] | undefined) ?? [];
  const schema = recordNode(record.behavior);
  const fields = orderedEntries(record, schema).filter(([name]) => !HEADER_FIELDS.has(name));
  const step = stepTimes(record);
  return (
    <article aria-label="record detail" data-detail={record.record_id}>
      <h2>
        <span class={`behavior b-${record.behavior}`}>{record.behavior}</span>{" "}
        <span class="id" title={record.record_id}>
          {record.record_id}
        </span>
      </h2>
      <p class="muted" data-step-times>
        {step.took !== undefined ? `${instant(step.start)} → ${clock(step.end)} (${duration(step.took)})` : `sent ${instant(step.end)}`} by
        the agent's clock · received {time(record.server_ts_utc)} · schema {String(loose.schema_version)}
      </p>
      <p class="chips">
        {summaryParts(record).map((part) => (
          <span key={part.label} class="chip">
            <span class="muted">{part.label} </span>
            {part.value}
          </span>
        ))}
        {tagsOf(record).map((tag) => (
          <span key={tag} class="chip tag">
            #{tag}
          </span>
        ))}
      </p>
      <VerificationBadge client={props.client} agentId={agentId} record={record} walletAddress={props.walletAddress} />
      <nav class="toolbar" aria-label="related records">
        <a href={routeHash({ agentId, sessionId: record.session_id })} data-open-session>
          session <span class="id">{record.session_id}</span>
        </a>
        {parent && (
          <a href={routeHash({ agentId, recordId: parent })} data-open-parent>
            parent
          </a>
        )}
        {upstream.map((id, i) => (
          <a key={id} href={routeHash({ agentId, recordId: id })}>
            upstream {i + 1}
          </a>
        ))}
      </nav>
      <Attachments client={props.client} agentId={agentId} attachments={attachments} />
      <ScoresPanel client={props.client} recordId={record.record_id} />
      {fields.map(([name, value]) => (
        <FieldValue key={name} name={name} value={value} schema={memberNode(schema, name)} />
      ))}
      <details class="raw">
        <summary>Raw JSON</summary>
        <TextValue text={JSON.stringify(record, null, 2)} label="raw JSON" plain />
      </details>
    </article>
  );
}
