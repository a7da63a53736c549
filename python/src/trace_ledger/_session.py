"""Client-side sessions: one ``session_id`` pinned onto every record submitted through them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from pydantic import BaseModel

from ._generated.models import AgentMetadata, AgentWalletInput, BatchAck, RecordAck, ScoreAck
from ._records import RecordInput
from ._scores import ScoreInput, SourceKind, session_score



# What a session needs of its client (LedgerClient / AsyncLedgerClient, which make sessions): named
# here rather than imported, so the clients import this module and it imports neither.
class _Submitter(Protocol):
    def submit(self, record: RecordInput) -> RecordAck: ...
    def submit_batch(self, records: Sequence[RecordInput]) -> BatchAck: ...
    def enqueue(self, record: RecordInput) -> str: ...
    def score(self, score: ScoreInput) -> ScoreAck: ...


class _AsyncSubmitter(Protocol):
    async def submit(self, record: RecordInput) -> RecordAck: ...
    async def submit_batch(self, records: Sequence[RecordInput]) -> BatchAck: ...
    def enqueue(self, record: RecordInput) -> str: ...
    async def score(self, score: ScoreInput) -> ScoreAck: ...


def pin(record: RecordInput, session_id: str) -> RecordInput:
    """Sets ``session_id`` in the caller's record, like the fields the client fills, so the same
    record resubmitted is the same record; a frozen model is copied instead."""
    if isinstance(record, dict):
        record["session_id"] = session_id
        return record
    try:
        record.session_id = session_id
        return record
    except (TypeError, ValueError):
        return record.model_copy(update={"session_id": session_id})


def agent_body(name: str, wallet: AgentWalletInput | Mapping[str, Any] | None, metadata: AgentMetadata | Mapping[str, Any] | None) -> dict[str, Any]:
    """The registerAgent body; only a wallet's address travels."""
    body: dict[str, Any] = {"name": name}
    if metadata is not None:
        body["metadata"] = metadata.model_dump(mode="json") if isinstance(metadata, BaseModel) else dict(metadata)
    if wallet is not None:
        body["wallet"] = {"address": wallet.address if isinstance(wallet, AgentWalletInput) else wallet.get("address")}
    return body


class Session:
    """Submits records with one session id (it replaces any ``session_id`` on the record)."""

    def __init__(self, client: _Submitter, session_id: str) -> None:
        self._client = client
        self._id = session_id

    @property
    def id(self) -> str:
        return self._id

    def submit(self, record: RecordInput) -> RecordAck:
        return self._client.submit(pin(record, self._id))

    def submit_batch(self, records: Sequence[RecordInput]) -> BatchAck:
        return self._client.submit_batch([pin(record, self._id) for record in records])

    def enqueue(self, record: RecordInput) -> str:
        """Background mode: queues the record with this session's id; returns its record_id at once."""
        return self._client.enqueue(pin(record, self._id))

    def score(
        self,
        name: str,
        value: float | str | bool,
        *,
        source: SourceKind | Mapping[str, Any] = "code",
        explanation: str | None = None,
        config_id: str | None = None,
        judged_checkpoint: Mapping[str, Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
        score_id: str | None = None,
    ) -> ScoreAck:
        """Scores this session: ``source`` is a kind (``"human"``, ``"llm"``, ``"code"``, ``"rule"``) or
        ``{kind, name?, version?}``. Each call is a new score (the SDK's own retries resend the same
        one); to make a retry of yours a duplicate, pass the same ``score_id``."""
        return self._client.score(session_score(self._id, name, value, source, explanation, config_id, judged_checkpoint, metadata, score_id))


class AsyncSession:
    """Submits records with one session id (it replaces any ``session_id`` on the record)."""

    def __init__(self, client: _AsyncSubmitter, session_id: str) -> None:
        self._client = client
        self._id = session_id

    @property
    def id(self) -> str:
        return self._id

    async def submit(self, record: RecordInput) -> RecordAck:
        return await self._client.submit(pin(record, self._id))

    async def submit_batch(self, records: Sequence[RecordInput]) -> BatchAck:
        return await self._client.submit_batch([pin(record, self._id) for record in records])

    def enqueue(self, record: RecordInput) -> str:
        """Background mode: queues the record with this session's id; returns its record_id at once."""
        return self._client.enqueue(pin(record, self._id))

    async def score(
        self,
        name: str,
        value: float | str | bool,
        *,
        source: SourceKind | Mapping[str, Any] = "code",
        explanation: str | None = None,
        config_id: str | None = None,
        judged_checkpoint: Mapping[str, Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
        score_id: str | None = None,
    ) -> ScoreAck:
        """Scores this session: ``source`` is a kind (``"human"``, ``"llm"``, ``"code"``, ``"rule"``) or
        ``{kind, name?, version?}``. Each call is a new score (the SDK's own retries resend the same
        one); to make a retry of yours a duplicate, pass the same ``score_id``."""
        return await self._client.score(session_score(self._id, name, value, source, explanation, config_id, judged_checkpoint, metadata, score_id))
