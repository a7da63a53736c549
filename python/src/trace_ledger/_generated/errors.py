# generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
"""Every error code: the HTTP status the service answers it with (None: raised by the SDK only), the SDK class that carries it, and whether it is retried (x-retry: always, on those statuses, never)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, NamedTuple


class ErrorInfo(NamedTuple):
    status: int | None
    sdk_class: str
    retry: bool | tuple[int, ...]
    description: str


ERRORS: Final[Mapping[str, ErrorInfo]] = {
    "validation_failed": ErrorInfo(status=400, sdk_class="ValidationError", retry=False, description="The input breaks the schema or a request rule; details.field and details.reason say where and why."),
    "auth_invalid": ErrorInfo(status=401, sdk_class="AuthError", retry=False, description="The key is missing, malformed or unknown, or does not own the agent."),
    "auth_expired": ErrorInfo(status=401, sdk_class="AuthError", retry=False, description="The key was rotated out and its grace window has passed."),
    "forbidden": ErrorInfo(status=403, sdk_class="AuthError", retry=False, description="The key is in its rotation grace window: it may read and write records but not manage the owner (update it or rotate its key)."),
    "admin_disabled": ErrorInfo(status=403, sdk_class="AuthError", retry=False, description="Owner administration is disabled: set ADMIN_TOKEN to enable it."),
    "not_found": ErrorInfo(status=404, sdk_class="NotFoundError", retry=False, description="No such object, or it belongs to another owner; also an unknown route."),
    "method_not_allowed": ErrorInfo(status=405, sdk_class="ValidationError", retry=False, description="The route exists but not with this method."),
    "record_id_conflict": ErrorInfo(status=409, sdk_class="IdempotencyConflictError", retry=False, description="The record_id is already stored for this agent with a different body."),
    "acting_already_recorded": ErrorInfo(status=409, sdk_class="ValidationError", retry=False, description="The session already holds its one Acting record."),
    "payload_too_large": ErrorInfo(status=413, sdk_class="ValidationError", retry=False, description="The request body exceeds its cap in RFC 8785 canonical bytes (64 KB for a record, 1 MB for a batch, 64 KB otherwise), or 6 × that cap on the wire, or a blob exceeds the service's BLOB_MAX_BYTES; details.limit is the bound exceeded. Escaping and spacing on the wire never count against the cap."),
    "unsupported_media_type": ErrorInfo(status=415, sdk_class="ValidationError", retry=False, description="The body's media type or content encoding is not one the operation takes: application/json (OTLP ingest also application/x-protobuf, and Content-Encoding gzip)."),
    "reference_unresolved": ErrorInfo(status=422, sdk_class="ValidationError", retry=False, description="parent_record_id or an upstream_record_id does not name a stored record of the same agent, or an attachment names a blob not stored (or erased) under the same agent, or states another size_bytes or media_type than that blob was stored with; a score's session_id names no session of the agent, its record_id no stored record of the agent, or its config_id no score config of the agent's owner."),
    "score_id_conflict": ErrorInfo(status=409, sdk_class="ScoreConflictError", retry=False, description="The score_id is already stored for this agent with a different body. Scores are never edited: a new judgement is a new score with a new score_id."),
    "score_out_of_range": ErrorInfo(status=422, sdk_class="ValidationError", retry=False, description="The score does not fit the score config it names (its data type, min, max or categories), or the config is archived or scores another name; details.rule names the rule broken."),
    "checkpoint_mismatch": ErrorInfo(status=422, sdk_class="ValidationError", retry=False, description="The score's judged_checkpoint is not a checkpoint of the agent's record log (no checkpoint of that tree_size with that root_hash), or it does not cover every record of the score's target."),
    "schema_version_unsupported": ErrorInfo(status=422, sdk_class="ValidationError", retry=False, description="The record's schema_version is not supported by this service."),
    "request_timeout": ErrorInfo(status=408, sdk_class="NetworkError", retry=True, description="The request's head or body did not arrive within the service's HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS; the connection is closed. Safe to retry."),
    "rate_limited": ErrorInfo(status=429, sdk_class="RateLimitError", retry=True, description="Too many requests for this key; details.retry_after_ms says how long to wait."),
    "server_5xx": ErrorInfo(status=500, sdk_class="ServerError", retry=(500, 502, 503, 504,), description="The service failed or is unavailable; details.status holds the HTTP status."),
    "not_checkpointed": ErrorInfo(status=409, sdk_class="ValidationError", retry=False, description="No checkpoint covers what was asked yet: the record or tree size is beyond the agent's latest checkpoint. Cut one (POST …/checkpoints) or wait for the interval, then ask again."),
    "signature_invalid": ErrorInfo(status=422, sdk_class="ValidationError", retry=False, description="The checkpoint signature is malformed, or does not recover to the agent's wallet address over the checkpoint's body; nothing was stored."),
    "digest_mismatch": ErrorInfo(status=422, sdk_class="ValidationError", retry=False, description="The uploaded bytes, salted with Ledger-Blob-Salt, do not hash to the digest in the path (nothing was stored); in the SDKs, also a downloaded blob that does not hash to its ContentRef's digest."),
    "blob_erased": ErrorInfo(status=410, sdk_class="NotFoundError", retry=False, description="The blob was erased (by DELETE or BLOB_RETENTION_DAYS): its bytes and salt are gone for good; details.erased_at_ms says when. Records naming it still verify."),
    "range_not_satisfiable": ErrorInfo(status=416, sdk_class="ValidationError", retry=False, description="The Range asks for bytes beyond the blob's end; details.size_bytes is its length."),
    "agent_limit_reached": ErrorInfo(status=409, sdk_class="ValidationError", retry=False, description="The owner already has the most agents a deployment allows (MAX_AGENTS_PER_OWNER); details.limit is that number. Registering a name the owner already has still answers its agent."),
    "endpoint_not_configured": ErrorInfo(status=None, sdk_class="ValidationError", retry=False, description="The SDK has no address for its environment: production and staging take it from LEDGER_ENDPOINT (or pass endpoint). Raised before any request is sent."),
    "signer_not_configured": ErrorInfo(status=None, sdk_class="ValidationError", retry=False, description="anchor() met a checkpoint waiting for a byow agent's signature, and the client has no `signer` to make it. Raised before the signature is sent."),
    "queue_full": ErrorInfo(status=None, sdk_class="RateLimitError", retry=False, description="Background mode: the queue already holds maxQueueBytes of records waiting for the service, and the client is configured to raise (onFull \"raise\") rather than count a drop. Wait (flush) and enqueue again. Raised before the record is queued."),
    "spool_write_failed": ErrorInfo(status=None, sdk_class="RateLimitError", retry=False, description="Background mode with a spool: the record could not be written whole to the spool (a full disk, a quota, an I/O error; details.reason is the system's error). It was not queued, and nothing of it is left in the spool. As with queue_full, the sender frees space as records are acknowledged: wait (flush) and enqueue again, or free space."),
    "network_failed": ErrorInfo(status=None, sdk_class="NetworkError", retry=True, description="The SDK could not reach the service after exhausting its retries."),
}
#: The class of a code this SDK does not know, by HTTP status ("5xx": any status from 500); otherwise LedgerError.
STATUS_FALLBACK: Final[Mapping[str, str]] = {"400": "ValidationError", "401": "AuthError", "403": "AuthError", "404": "NotFoundError", "410": "NotFoundError", "413": "ValidationError", "422": "ValidationError", "429": "RateLimitError", "5xx": "ServerError"}
