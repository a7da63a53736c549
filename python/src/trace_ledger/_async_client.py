"""The client, written once: ``AsyncLedgerClient`` here, with coroutines over httpx.AsyncClient.

``npm run codegen`` derives the blocking ``LedgerClient`` (``_client.py``) from this file by
dropping ``async``/``await`` and naming the blocking counterparts (codegen/python-sync.ts), so an
option or an operation is added here once. A line ``# sync: <code>`` becomes ``<code>`` there; a
line ending in ``# async-only`` is left out there."""

from __future__ import annotations

# sync: import atexit
import os

from collections.abc import Callable, Mapping, Sequence
from types import TracebackType
from typing import Any, Literal

import httpx

from ._core import AGENT_ID_VARIABLE, DEFAULT_TIMEOUT, AsyncCore, Connection, Environment, RawRequest, require_text
from ._errors import LedgerError, NotFoundError, validation_error
from ._anchoring import Signer, signature_body
from ._generated.models import (
    Agent,
    AgentLookup,
    AgentMetadata,
    AgentPage,
    AgentWalletInput,
    BatchAck,
    Checkpoint,
    ConsistencyProof,
    InclusionProof,
    LogVerifierKey,
    ModelInvocation,
    RecordAck,
    RecordTombstone,
    SessionErasure,
    ScoreAck,
    ScoreBatchAck,
    ScoreConfig,
    ScoreConfigList,
    ScorePage,
    ScorerGrant,
    ScoringQueuePage,
    SessionFetch,
    SessionPage,
    StoredScore,
    TracePage,
)
from ._blobs import Upload, digest_of, verified, with_attachment
from ._helpers import new_record_id
from ._delivery import SCORES, BackgroundOption, DeliveryStats, FlushResult, TaskSender, background_config
from ._pages import PageCallback, SessionPages
from ._records import RecordInput, align_results, checked, checked_record, local_ack, plan_batch, prepare_record, restamped, to_resend, with_resent
from ._scores import ScoreInput, SourceKind, align_scores, checked_score, plan_score_batch
from ._session import AsyncSession, agent_body
from ._retry import RetryOption
from ._types import Behavior, StoredRecord, read_as, read_stored_record, tombstone_of

class AsyncLedgerClient:
    """Records and reads the reasoning trace of one agent.

    Makes no network call and checks nothing when constructed: the first request checks the
    configuration (``ValidationError``, ``endpoint_not_configured`` among them). Use it as a context
    manager, or call ``aclose()``, to release its connections.
    """

    def __init__(
        self,
        *,
        api_key: str | None = None,
        agent_id: str | None = None,
        environment: Environment = "production",
        endpoint: str | None = None,
        default_model_invocation: ModelInvocation | Mapping[str, Any] | None = None,
        retry: RetryOption = None,
        http_transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        signer: Signer | None = None,
        background: BackgroundOption = None,
    ) -> None:
        self._check: Callable[[], Connection] = lambda: Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        self._agent_id = agent_id if agent_id is not None else os.environ.get(AGENT_ID_VARIABLE, "")
        self._signer = signer
        self.default_model_invocation = default_model_invocation
        self._http = httpx.AsyncClient(transport=http_transport)
        self._core: AsyncCore | None = None
        self._background = background_config(background)
        self._sender: TaskSender | None = None

    # Operations of the owner, not bound to an agent.

    @staticmethod
    async def register_agent(
        *,
        api_key: str | None = None,
        name: str,
        wallet: AgentWalletInput | Mapping[str, Any] | None = None,
        metadata: AgentMetadata | Mapping[str, Any] | None = None,
        environment: Environment = "production",
        endpoint: str | None = None,
        retry: RetryOption = None,
        http_transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> Agent:
        """Registers an agent under the owner of ``api_key``; a known name answers the existing agent."""
        connection = Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        async with httpx.AsyncClient(transport=http_transport) as http:
            return read_as(Agent, await AsyncCore(connection, http).request("registerAgent", body=agent_body(name, wallet, metadata)))

    @staticmethod
    async def list_agents(
        *,
        api_key: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
        environment: Environment = "production",
        endpoint: str | None = None,
        retry: RetryOption = None,
        http_transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> AgentPage:
        """One page of the owner's agents, by name; pass ``next_cursor`` as ``cursor`` for the next."""
        connection = Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        async with httpx.AsyncClient(transport=http_transport) as http:
            return read_as(AgentPage, await AsyncCore(connection, http).request("listAgents", {"cursor": cursor, "limit": limit}))

    @staticmethod
    async def resolve_agent_id(
        *,
        api_key: str | None = None,
        name: str,
        environment: Environment = "production",
        endpoint: str | None = None,
        retry: RetryOption = None,
        http_transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> str:
        """The id of the owner's agent named ``name`` (NotFoundError if there is none)."""
        connection = Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        async with httpx.AsyncClient(transport=http_transport) as http:
            return read_as(AgentLookup, await AsyncCore(connection, http).request("resolveAgent", {"name": name})).agent_id

    # Operations of the agent.

    @property
    def agent_id(self) -> str:
        """The agent this client records for (``agent_id``, else ``LEDGER_AGENT_ID``)."""
        return self._agent_id

    async def submit(self, record: RecordInput) -> RecordAck:
        """Validates the record locally (ValidationError, nothing sent), then stores it.

        ``record_id``, ``schema_version`` and ``client_ts_utc`` are filled into ``record`` when it
        lacks them, so submitting the same record again is acknowledged as a duplicate.
        """
        prepared = prepare_record(record, self.default_model_invocation, self._stamp())
        body = checked(prepared)
        core = self._connect()
        try:
            return read_as(RecordAck, await core.request("submitRecord", {"agent_id": self._agent_id}, body))
        except LedgerError as error:
            # An older service: a record the SDK stamped goes once more, stamped as it takes it, if it fits.
            stamp = core.connection.stamp
            again = restamped(record, body, stamp.version) if prepared.stamped and stamp.learn(error.code, error.details) else None
            if again is None:
                raise
            return read_as(RecordAck, await core.request("submitRecord", {"agent_id": self._agent_id}, again))

    async def submit_batch(self, records: Sequence[RecordInput]) -> BatchAck:
        """Up to 50 records; only the locally valid ones are sent. ``results[i]`` speaks of ``records[i]``:
        a RecordAck, or a RecordError (local or from the service). Only batch-level failures raise."""
        plan = plan_batch(records, self.default_model_invocation, self._stamp())
        if plan.body is None:
            return local_ack(plan)
        core = self._connect()
        ack = align_results(plan, read_as(BatchAck, await core.request("submitBatch", {"agent_id": self._agent_id}, plan.body)))
        # An older service: the records it refused for their version go again, stamped as it takes them.
        again = to_resend(records, plan, ack, core.connection.stamp)
        if not again:
            return ack
        resent = read_as(BatchAck, await core.request("submitBatch", {"agent_id": self._agent_id}, {"records": list(again.values())}))
        return with_resent(ack, again, resent)

    def _stamp(self) -> str | None:
        """The version a record naming none is stamped with, once an older service has said which it takes."""
        return self._core.connection.stamp.version if self._core is not None else None

    async def get_record(self, record_id: str) -> StoredRecord:
        """The record; an erased one raises NotFoundError ``record_erased``, whose tombstone
        ``tombstone_of(error)`` gives (or read it with ``read_record``)."""
        return read_stored_record(await self._connect().request("getRecord", {"record_id": record_id, "agent_id": self._agent_id}))

    async def read_record(self, record_id: str) -> StoredRecord | RecordTombstone:
        """The record, or the tombstone of an erased one, as a value (``is_tombstone`` tells them apart)."""
        try:
            return await self.get_record(record_id)
        except NotFoundError as error:
            tombstone = tombstone_of(error)
            if tombstone is None:
                raise
            return tombstone

    async def delete_record(self, record_id: str) -> RecordTombstone:
        """Erases the record's content for good (the owner's active key only): its tombstone stays
        in its place, and every checkpoint and proof still verifies. Erasing again gives the same tombstone."""
        return read_as(RecordTombstone, await self._connect().request("deleteRecord", {"record_id": record_id, "agent_id": self._agent_id}))

    async def delete_session(self, session_id: str) -> SessionErasure:
        """Erases every record of the session, as ``delete_record`` does one, in one transaction."""
        return read_as(SessionErasure, await self._connect().request("deleteSession", {"session_id": session_id, "agent_id": self._agent_id}))

    async def get_session(self, session_id: str, *, on_page: PageCallback | None = None) -> SessionFetch:
        """Every record of the session (oldest first), whether it is closed, and its Acting record.

        The service answers in pages; they are followed here through ``next_cursor``. ``on_page``
        sees each page's records as it arrives, before the next is asked for. A session with no
        record raises NotFoundError."""
        core = self._connect()
        pages = SessionPages(session_id, self._agent_id, on_page)
        while (params := pages.next_params()) is not None:
            pages.add(await core.request("getSession", params))
        return pages.result()

    async def get_trace(
        self,
        *,
        before: str | None = None,
        after: str | None = None,
        order: Literal["desc", "asc"] | None = None,
        behavior: Behavior | None = None,
        limit: int | None = None,
    ) -> TracePage:
        """One page of this agent's trace, newest first (``order="asc"``: oldest first, paged with ``after``)."""
        params = {"agent_id": self._agent_id, "before": before, "after": after, "order": order, "behavior": behavior, "limit": limit}
        return read_as(TracePage, await self._connect().request("getTrace", params))

    async def search_records(
        self,
        *,
        q: str | None = None,
        behavior: Behavior | None = None,
        tag: str | None = None,
        session_id: str | None = None,
        since: int | None = None,
        until: int | None = None,
        has_attachments: bool | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> TracePage:
        """One page of this agent's records holding every word of ``q`` (any script) and matching
        every filter given, newest first; page on with ``cursor=page.next_cursor``."""
        params = {
            "agent_id": self._agent_id,
            "q": q,
            "behavior": behavior,
            "tag": tag,
            "session_id": session_id,
            "since": since,
            "until": until,
            "has_attachments": has_attachments,
            "cursor": cursor,
            "limit": limit,
        }
        return read_as(TracePage, await self._connect().request("searchRecords", params))

    async def list_sessions(self, *, closed: bool | None = None, cursor: str | None = None, limit: int | None = None) -> SessionPage:
        """One page of this agent's sessions: the feed a scorer follows with ``closed=True``."""
        params = {"agent_id": self._agent_id, "closed": closed, "cursor": cursor, "limit": limit}
        return read_as(SessionPage, await self._connect().request("listSessions", params))

    async def get_checkpoint(self, tree_size: int | None = None) -> Checkpoint:
        """The agent's checkpoint of ``tree_size`` leaves, or its latest (NotFoundError before its first)."""
        if tree_size is None:
            return read_as(Checkpoint, await self._connect().request("getLatestCheckpoint", {"agent_id": self._agent_id}))
        return read_as(Checkpoint, await self._connect().request("getCheckpoint", {"agent_id": self._agent_id, "tree_size": tree_size}))

    async def get_inclusion_proof(self, record_id: str, tree_size: int | None = None) -> InclusionProof:
        """The record's audit path in the log of ``tree_size`` leaves (default: the latest checkpoint's);
        beyond the latest checkpoint, a ``not_checkpointed`` ValidationError."""
        params = {"record_id": record_id, "agent_id": self._agent_id, "tree_size": tree_size}
        return read_as(InclusionProof, await self._connect().request("getInclusionProof", params))

    async def get_consistency_proof(self, first: int, second: int) -> ConsistencyProof:
        """The proof that the agent's log at ``second`` leaves extends it at ``first``."""
        params = {"agent_id": self._agent_id, "first": first, "second": second}
        return read_as(ConsistencyProof, await self._connect().request("getConsistencyProof", params))

    async def put_blob(
        self, content: bytes | str, *, media_type: str | None = None, salt: bytes | None = None, field: str | None = None
    ) -> dict[str, Any]:
        """Stores ``content`` as a blob of this agent and returns the ContentRef a record's
        ``attachments`` carries. Salted with 32 random bytes unless ``salt`` is given (``b""`` for
        unsalted public content); a str is sent as UTF-8 text (``text/plain; charset=utf-8``)."""
        upload = Upload(self._agent_id, content, media_type, salt, field)
        blob = await self._connect().request("putBlob", upload.params, raw=upload.raw)
        return upload.ref(blob)

    async def get_blob(self, ref: Mapping[str, Any] | str) -> bytes:
        """The blob's bytes, verified against the reference's digest and, when it has one, its
        ``size_bytes`` (ValidationError ``digest_mismatch`` otherwise); NotFoundError
        ``blob_erased`` once erased."""
        answer = await self._connect().request("getBlob", {"agent_id": self._agent_id, "digest": digest_of(ref)}, raw=RawRequest(binary=True))
        return verified(ref, answer)

    async def delete_blob(self, ref: Mapping[str, Any] | str) -> None:
        """Erases the blob's bytes and salt for good (the owner's active key only); records naming it still verify."""
        await self._connect().request("deleteBlob", {"agent_id": self._agent_id, "digest": digest_of(ref)})

    async def attach(self, record: Mapping[str, Any], field: str, content: bytes | str, media_type: str | None = None) -> dict[str, Any]:
        """Uploads ``content`` as the full value of the record's ``field`` and returns the record
        with the ContentRef added to its ``attachments``; the record's own ``field`` should then
        hold a summary that fits the inline caps. Submit the returned record."""
        ref = await self.put_blob(content, media_type=media_type, field=field)
        return with_attachment(record, ref)

    async def anchor(self) -> Checkpoint:
        """Cuts a checkpoint of everything acknowledged so far and returns it signed: by the service
        for a custodial agent, with ``signer`` for a byow one (kept only if it recovers to the
        agent's wallet address, else ``signature_invalid``)."""
        core = self._connect()
        checkpoint = read_as(Checkpoint, await core.request("createCheckpoint", {"agent_id": self._agent_id}))
        if checkpoint.signature is not None:
            return checkpoint
        body = signature_body(checkpoint, self._signer)
        return read_as(Checkpoint, await core.request("signCheckpoint", {"agent_id": self._agent_id, "tree_size": checkpoint.tree_size}, body))

    # Scores: of this agent's sessions and records, by its owner or a granted scorer.

    async def score(self, score: ScoreInput) -> ScoreAck:
        """Validates the score locally (ValidationError, nothing sent), then stores it.

        ``score_id`` and ``client_ts_utc`` are filled into ``score`` when it lacks them, so sending
        the same score again is acknowledged as a duplicate; another body under a stored
        ``score_id`` raises ScoreConflictError."""
        body = checked_score(score)
        return read_as(ScoreAck, await self._connect().request("submitScore", {"agent_id": self._agent_id}, body))

    async def score_batch(self, scores: Sequence[ScoreInput]) -> ScoreBatchAck:
        """Up to 50 scores; only the locally valid ones are sent. ``results[i]`` speaks of ``scores[i]``:
        a ScoreAck, or a ScoreError (local or from the service). Only batch-level failures raise."""
        plan = plan_score_batch(scores)
        if plan.body is None:
            return align_scores(plan, None)
        return align_scores(plan, read_as(ScoreBatchAck, await self._connect().request("submitScoreBatch", {"agent_id": self._agent_id}, plan.body)))

    async def get_score(self, score_id: str) -> StoredScore:
        return read_as(StoredScore, await self._connect().request("getScore", {"score_id": score_id, "agent_id": self._agent_id}))

    async def get_scores(
        self,
        *,
        session_id: str | None = None,
        record_id: str | None = None,
        name: str | None = None,
        source_kind: SourceKind | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> ScorePage:
        """One page of this agent's scores matching every filter given, newest first; page on with ``cursor=page.next_cursor``."""
        params = {"agent_id": self._agent_id, "session_id": session_id, "record_id": record_id, "name": name, "source_kind": source_kind, "cursor": cursor, "limit": limit}
        return read_as(ScorePage, await self._connect().request("listScores", params))

    async def get_score_proof(self, score_id: str, tree_size: int | None = None) -> InclusionProof:
        """The score's inclusion proof in this agent's scores log at ``tree_size`` leaves (default: its latest checkpoint)."""
        params = {"score_id": score_id, "agent_id": self._agent_id, "tree_size": tree_size}
        return read_as(InclusionProof, await self._connect().request("getScoreProof", params))

    async def get_scores_checkpoint(self) -> str:
        """The signed note of this agent's scores log at its latest checkpoint: what ``verify_score`` checks a proof against."""
        body, _ = await self._connect().request("getScoresLogCheckpoint", {"agent_id": self._agent_id}, raw=RawRequest(binary=True))
        return bytes(body).decode("utf-8")

    # The owner's and the scorer's operations: they need no agent_id, so a client of the key alone serves them.

    async def get_log_verifier_key(self) -> LogVerifierKey:
        """The service's log key as signed-note verifier keys (and its retired ones): what ``verify_score``
        and the checkpoints' notes are checked with. Keep it from a source you trust."""
        return read_as(LogVerifierKey, await self._owner().request("getLogVerifierKey"))

    async def get_scoring_queue(self, name: str, *, cursor: str | None = None, limit: int | None = None) -> ScoringQueuePage:
        """One page of the closed sessions no score named ``name`` judges yet, oldest first, across
        every agent this key may read (an owner's agents, or those granted to a scorer): a scorer's work."""
        return read_as(ScoringQueuePage, await self._owner().request("getScoringQueue", {"name": name, "cursor": cursor, "limit": limit}))

    async def create_score_config(
        self,
        name: str,
        data_type: Literal["numeric", "categorical", "boolean"],
        *,
        min: float | None = None,
        max: float | None = None,
        categories: Sequence[str] | None = None,
        description: str | None = None,
    ) -> ScoreConfig:
        """A rule of the owner's that scores naming its ``config_id`` must fit (422 ``score_out_of_range`` otherwise)."""
        given = {"min": min, "max": max, "categories": None if categories is None else list(categories), "description": description}
        body = {"name": name, "data_type": data_type, **{field: value for field, value in given.items() if value is not None}}
        return read_as(ScoreConfig, await self._owner().request("createScoreConfig", body=body))

    async def list_score_configs(self) -> list[ScoreConfig]:
        """The owner's score configs, oldest first, archived ones included."""
        return read_as(ScoreConfigList, await self._owner().request("listScoreConfigs")).configs

    async def archive_score_config(self, config_id: str) -> ScoreConfig:
        """Archives a config for good (the only change a config takes): scores naming it stay valid, new ones are refused."""
        return read_as(ScoreConfig, await self._owner().request("updateScoreConfig", {"config_id": config_id}, {"archived": True}))

    async def grant_scorer(self, scorer_id: str) -> ScorerGrant:
        """Lets the scorer read and score every agent of this key's owner."""
        return read_as(ScorerGrant, await self._owner().request("grantScorer", {"scorer_id": scorer_id}))

    async def revoke_scorer(self, scorer_id: str) -> None:
        """Withdraws the grant: from now on the scorer sees nothing of this owner (404)."""
        await self._owner().request("revokeScorer", {"scorer_id": scorer_id})

    # Background mode (docs/sdk-behaviour.md).

    def enqueue(self, record: RecordInput) -> str:
        """Validates and fills the record (an invalid one raises here, nothing queued), queues it and
        returns its ``record_id`` at once; batches go out behind the caller. A full queue raises
        ``queue_full`` (RateLimitError) or, with ``on_full="drop"``, counts and reports a drop; a
        spool the disk cannot write raises ``spool_write_failed`` (RateLimitError, nothing queued)."""
        body = checked_record(record, self.default_model_invocation, self._stamp())
        self._delivery().delivery.enqueue(body["record_id"], body)
        return str(body["record_id"])

    def enqueue_score(self, score: ScoreInput) -> str:
        """``enqueue`` for a score: validated and filled here (an invalid one raises, nothing queued),
        queued behind the records enqueued before it (so it follows the records it judges) and sent
        in batches of scores; returns its ``score_id`` at once."""
        body = checked_score(score)
        self._delivery().delivery.enqueue(body["score_id"], body, SCORES)
        return str(body["score_id"])

    async def flush(self, timeout: float = 30.0) -> FlushResult:
        """Sends what is queued (records and scores) and waits up to ``timeout`` seconds for it: the outcomes since the previous flush."""
        return await self._delivery().flush(timeout)

    def stats(self) -> DeliveryStats:
        """Background delivery's counters (records and scores together)."""
        return self._delivery().delivery.stats()

    def _delivery(self) -> TaskSender:
        if self._sender is None:
            if self._background is None:
                raise validation_error("background", "is not configured: pass background={} to use enqueue")
            self._sender = TaskSender(self._connect(), self._agent_id, self._background)
            # sync: if self._background.exit_flush_s > 0:
            # sync:     atexit.register(self.close, self._background.exit_flush_s)
        return self._sender

    def new_session(self, session_id: str | None = None) -> AsyncSession:
        """Local only: a session that pins ``session_id`` (given, or a fresh one) onto every record."""
        return AsyncSession(self, session_id if session_id is not None else new_record_id())

    def _connect(self) -> AsyncCore:
        require_text(self._agent_id, "agent_id")
        return self._owner()

    def _owner(self) -> AsyncCore:
        """The connection for what is not the agent's: the owner's score configs and grants, a scorer's queue."""
        if self._core is None:
            self._core = AsyncCore(self._check(), self._http)
        return self._core

    async def aclose(self, timeout: float = 30.0) -> FlushResult:
        """Flushes background delivery (up to ``timeout`` seconds; what is left stays in the spool, or
        is reported dropped) and releases the connections."""
        # No exit hook can run a coroutine: await this before the loop ends (a spool keeps what a missed close leaves).  # async-only
        report = FlushResult()
        if self._sender is not None:
            # sync: atexit.unregister(self.close)
            report = await self._sender.close(timeout)
        await self._http.aclose()
        return report

    async def __aenter__(self) -> AsyncLedgerClient:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()
