// A record's attachments: each with its field, media type and size, and whether its blob can
// still be read or was erased (and when). A download is verified here in the browser — the bytes
// and salt must hash to the record's digest (the SDK's getBlob) — before it is offered as a file.
import { useEffect, useState } from "preact/hooks";
import { LedgerError, type ContentRef, type LedgerClient } from "../../sdk/index.ts";
import { blobState, type BlobState } from "./api.ts";
import { time } from "./format.ts";

const size = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
const erasedOn = (ms: number) => `erased on ${time(ms)} UTC`;

type Download =
  { state: "idle" } | { state: "downloading" } | { state: "verified"; url: string; name: string } | { state: "failed"; reason: string };

/** The file name a download is saved under: the field it carries and the digest's start. */
const fileName = (ref: ContentRef) => `${ref.field ?? "attachment"}-${ref.digest.slice("sha256:".length, "sha256:".length + 12)}`;

function Attachment(props: { client: LedgerClient; agentId: string; attachment: ContentRef }) {
  const { attachment } = props;
  const [stored, setStored] = useState<BlobState | null>(null);
  const [download, setDownload] = useState<Download>({ state: "idle" });
  useEffect(() => {
    let current = true;
    void blobState(props.agentId, attachment.digest).then((state) => current && setStored(state));
    return () => void (current = false);
  }, [props.agentId, attachment.digest]);
  // A verified download's object URL lives as long as the pane shows it.
  useEffect(() => () => void (download.state === "verified" && URL.revokeObjectURL(download.url)), [download]);

  const fetchVerified = async () => {
    setDownload({ state: "downloading" });
    try {
      const bytes = await props.client.getBlob(attachment);
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: attachment.media_type }));
      const name = fileName(attachment);
      setDownload({ state: "verified", url, name });
      const save = document.createElement("a");
      Object.assign(save, { href: url, download: name });
      save.click();
    } catch (error) {
      if (error instanceof LedgerError && error.code === "blob_erased") {
        setStored({ state: "erased", erasedAtMs: (error.details as { erased_at_ms: number }).erased_at_ms });
        setDownload({ state: "idle" });
      } else {
        setDownload({ state: "failed", reason: error instanceof LedgerError ? `${error.message} (${error.code})` : String(error) });
      }
    }
  };

  const erased = stored?.state === "erased";
  return (
    <li data-attachment={attachment.digest} data-blob-state={stored?.state ?? "checking"}>
      {attachment.field ? <strong>{attachment.field}: </strong> : ""}
      {attachment.media_type}, {size(attachment.size_bytes)}{" "}
      <span class="id muted" title={attachment.digest}>
        {attachment.digest}
      </span>{" "}
      {erased ? (
        <span class="erased" data-erased-at={stored.erasedAtMs}>
          {erasedOn(stored.erasedAtMs)}
        </span>
      ) : stored?.state === "missing" ? (
        <span class="erased">not stored under this agent</span>
      ) : (
        <button type="button" onClick={fetchVerified} disabled={download.state === "downloading"}>
          {download.state === "downloading" ? "downloading…" : "download"}
        </button>
      )}
      {download.state === "verified" && (
        <span class="verified" data-download="verified">
          {" "}
          verified against its digest:{" "}
          <a href={download.url} download={download.name}>
            {download.name}
          </a>
        </span>
      )}
      {download.state === "failed" && (
        <span class="failed" role="alert" data-download="failed">
          {" "}
          not offered: {download.reason}
        </span>
      )}
    </li>
  );
}

export function Attachments(props: { client: LedgerClient; agentId: string; attachments: ContentRef[] }) {
  if (props.attachments.length === 0) return null;
  return (
    <section aria-label="attachments" class="attachments">
      <h3>Attachments</h3>
      <ul>
        {props.attachments.map((attachment) => (
          <Attachment key={attachment.digest} client={props.client} agentId={props.agentId} attachment={attachment} />
        ))}
      </ul>
    </section>
  );
}
