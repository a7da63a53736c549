"""trace-ledger: record an AI agent's reasoning steps and read them back.

    from trace_ledger import LedgerClient

    with LedgerClient(api_key=..., agent_id=..., environment="development") as client:
        session = client.new_session()
        session.submit({"behavior": "Observing", "trigger_source": "user"})
"""

from ._anchoring import (
    Signer,
    VerificationFailed,
    checkpoint_body,
    leaf_hash,
    log_origin,
    record_digest,
    recover_personal_signer,
    sign_personal,
    to_checksum_address,
    verify_checkpoint,
    verify_consistency,
    verify_inclusion,
    verify_publication,
    verify_record,
)
from ._async_client import AsyncLedgerClient
from ._canonical import canonical_json
from ._delivery import BackgroundConfig, DeliveryStats, FlushResult
from ._client import LedgerClient
from ._core import SDK_HEADER, Environment
from ._errors import (
    AuthError,
    IdempotencyConflictError,
    LedgerError,
    NetworkError,
    NotFoundError,
    RateLimitError,
    ServerError,
    ValidationError,
)
from ._generated import error_classes as _error_classes
from ._generated.error_classes import *  # noqa: F403 - the classes the schema declares, as codegen writes them
from ._generated.constants import SCHEMA_VERSION, SCHEMA_VERSIONS, SDK_VERSION, SUPPORTED_SCHEMA_VERSIONS
from ._generated.models import (
    ActingRecord,
    Agent,
    AgentLookup,
    AgentMetadata,
    AgentPage,
    AgentWalletInput,
    BatchAck,
    Checkpoint,
    ConsistencyProof,
    ErrorDetails,
    InclusionProof,
    ModelInvocation,
    ObservingRecord,
    OtherRecord,
    PlanningRecord,
    RecordAck,
    RecordError,
    RecordTombstone,
    ReflectingRecord,
    SessionErasure,
    SessionFetch,
    SessionPage,
    SessionSummary,
    ThinkingInput,
    ThinkingRecord,
    ToolCallingRecord,
    ToolMeta,
    TracePage,
)
from ._blobs import blob_digest
from ._helpers import is_valid_record_id, new_record_id, now_epoch_ms, validate_record
from ._records import RecordInput, RecordModel
from ._retry import RetryConfig
from ._session import AsyncSession, Session
from ._types import Behavior, ReadRecord, StoredRecord, is_tombstone, tombstone_of

__version__ = SDK_VERSION

__all__ = [
    "SCHEMA_VERSION",
    "SCHEMA_VERSIONS",
    "SUPPORTED_SCHEMA_VERSIONS",
    "SDK_HEADER",
    "SDK_VERSION",
    "ActingRecord",
    "Agent",
    "AgentLookup",
    "AgentMetadata",
    "AgentPage",
    "AgentWalletInput",
    "AsyncLedgerClient",
    "AsyncSession",
    "AuthError",
    "BatchAck",
    "Behavior",
    "Checkpoint",
    "ConsistencyProof",
    "Environment",
    "ErrorDetails",
    "IdempotencyConflictError",
    "InclusionProof",
    "LedgerClient",
    "LedgerError",
    "ModelInvocation",
    "NetworkError",
    "NotFoundError",
    "ObservingRecord",
    "OtherRecord",
    "PlanningRecord",
    "RateLimitError",
    "RecordAck",
    "RecordError",
    "RecordTombstone",
    "ReadRecord",
    "RecordInput",
    "RecordModel",
    "ReflectingRecord",
    "RetryConfig",
    "ServerError",
    "Session",
    "SessionErasure",
    "SessionFetch",
    "SessionPage",
    "SessionSummary",
    "Signer",
    "StoredRecord",
    "ThinkingInput",
    "ThinkingRecord",
    "ToolCallingRecord",
    "ToolMeta",
    "TracePage",
    "is_tombstone",
    "tombstone_of",
    "ValidationError",
    "VerificationFailed",
    "BackgroundConfig",
    "DeliveryStats",
    "FlushResult",
    "__version__",
    "blob_digest",
    "canonical_json",
    "checkpoint_body",
    "is_valid_record_id",
    "leaf_hash",
    "log_origin",
    "record_digest",
    "new_record_id",
    "now_epoch_ms",
    "recover_personal_signer",
    "sign_personal",
    "to_checksum_address",
    "validate_record",
    "verify_checkpoint",
    "verify_consistency",
    "verify_inclusion",
    "verify_publication",
    "verify_record",
    *_error_classes.__all__,
]
