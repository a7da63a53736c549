# generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
"""Constants of the record schema and the OpenAPI document."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

SDK_VERSION: Final = "1.0.0a1"
SCHEMA_VERSION: Final = "1.1"
SUPPORTED_SCHEMA_VERSIONS: Final[tuple[str, ...]] = ("1.1", "1.0")
ATTACHMENT_SCHEMA_VERSIONS: Final[tuple[str, ...]] = ("1.1",)
BEHAVIORS: Final[tuple[str, ...]] = ("Observing", "Planning", "Thinking", "Acting", "Reflecting", "ToolCalling", "Other")
PUBLIC_CHAINS: Final[tuple[str, ...]] = ("ethereum", "base", "polygon", "arbitrum", "optimism", "solana", "bitcoin", "avalanche", "bnb")
MODEL_INVOCATION_BEHAVIORS: Final[tuple[str, ...]] = ("Planning", "Thinking", "Reflecting")
#: Every version the service accepts: version, status (current, supported, deprecated) and, when deprecated, its dates.
SCHEMA_VERSIONS: Final[tuple[Mapping[str, str], ...]] = ({"version": "1.1", "status": "current"}, {"version": "1.0", "status": "supported"})
LIMITS: Final[Mapping[str, int]] = {"record_bytes": 65536, "batch_records": 50, "batch_bytes": 1048576, "trace_default": 100, "trace_max": 500, "session_page_max": 500}
PATTERN_REASONS: Final[Mapping[str, str]] = {"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$": "must be a UUID (8-4-4-4-12 hex), lowercase, version 4", "^sha256:[0-9a-f]{64}$": "must be sha256: followed by 64 lowercase hex digits", "^([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])?$": "must be 32 bytes as unpadded base64url (43 characters), or empty", "^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=(\"[^\"\\\\]*\"|[A-Za-z0-9!#$&^_.+-]+))*$": "must be a media type such as text/plain or application/pdf", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": "must be a date, YYYY-MM-DD", "^bytes=([0-9]{1,15}-[0-9]{0,15}|-[0-9]{1,15})$": "must be one range, bytes=<first>-[<last>] or bytes=-<length>", "^[A-Za-z0-9][A-Za-z0-9._@+-]*/[A-Za-z0-9][A-Za-z0-9._+-]*$": "must be name/version, e.g. trace-ledger-ts/0.1.0"}
#: Base URL of each SDK environment; None: no built-in address (the SDK reads ENDPOINT_VARIABLE).
ENVIRONMENTS: Final[Mapping[str, str | None]] = {"development": "http://127.0.0.1:8080", "production": None, "staging": None}
ENDPOINT_VARIABLE: Final = "LEDGER_ENDPOINT"
#: operationId -> (method, path template)
OPERATIONS: Final[Mapping[str, tuple[str, str]]] = {"createCheckpoint": ("POST", "/v1/agents/{agent_id}/checkpoints"), "createOwner": ("POST", "/v1/owners"), "deleteBlob": ("DELETE", "/v1/agents/{agent_id}/blobs/{digest}"), "deleteRecord": ("DELETE", "/v1/records/{record_id}"), "deleteSession": ("DELETE", "/v1/sessions/{session_id}"), "getAgent": ("GET", "/v1/agents/{agent_id}"), "getBlob": ("GET", "/v1/agents/{agent_id}/blobs/{digest}"), "getCheckpoint": ("GET", "/v1/agents/{agent_id}/checkpoints/{tree_size}"), "getConsistencyProof": ("GET", "/v1/agents/{agent_id}/consistency"), "getInclusionProof": ("GET", "/v1/records/{record_id}/proof"), "getLatestCheckpoint": ("GET", "/v1/agents/{agent_id}/checkpoints/latest"), "getLogCheckpoint": ("GET", "/v1/agents/{agent_id}/log/checkpoint"), "getLogTile": ("GET", "/v1/agents/{agent_id}/log/tile/{tile_path}"), "getLogVerifierKey": ("GET", "/v1/log/verifier-key"), "getOwner": ("GET", "/v1/owners/me"), "getRecord": ("GET", "/v1/records/{record_id}"), "getSchemaVersion": ("GET", "/v1/schemas/{version}"), "getSession": ("GET", "/v1/sessions/{session_id}"), "getTrace": ("GET", "/v1/traces/{agent_id}"), "headBlob": ("HEAD", "/v1/agents/{agent_id}/blobs/{digest}"), "health": ("GET", "/healthz"), "ingestOtlpTraces": ("POST", "/v1/otlp/v1/traces"), "listAgents": ("GET", "/v1/owners/me/agents"), "listBlobs": ("GET", "/v1/agents/{agent_id}/blobs"), "listSchemaVersions": ("GET", "/v1/schemas"), "listSessions": ("GET", "/v1/agents/{agent_id}/sessions"), "putBlob": ("PUT", "/v1/agents/{agent_id}/blobs/{digest}"), "ready": ("GET", "/readyz"), "recoverOwnerKey": ("POST", "/v1/owners/{owner_id}/rotate-key"), "registerAgent": ("POST", "/v1/agents"), "resolveAgent": ("GET", "/v1/agents"), "rotateOwnerKey": ("POST", "/v1/owners/me/rotate-key"), "searchRecords": ("GET", "/v1/agents/{agent_id}/records"), "signCheckpoint": ("PUT", "/v1/agents/{agent_id}/checkpoints/{tree_size}/signature"), "submitBatch": ("POST", "/v1/records:batch"), "submitRecord": ("POST", "/v1/records"), "updateAgent": ("PATCH", "/v1/agents/{agent_id}"), "updateOwner": ("PATCH", "/v1/owners/me")}
