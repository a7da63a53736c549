"""LedgerClient: the SDK operations over one blocking request path (httpx.Client)."""

from __future__ import annotations

import atexit
import os

from collections.abc import Callable, Mapping, Sequence
from types import TracebackType
from typing import Any, Literal

import httpx

from ._core import AGENT_ID_VARIABLE, DEFAULT_TIMEOUT, Connection, Environment, SyncCore, require_text
from ._errors import validation_error
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
    ModelInvocation,
    RecordAck,
    SessionFetch,
    SessionPage,
    TracePage,
)
from ._helpers import new_record_id
from ._delivery import BackgroundOption, DeliveryStats, FlushResult, ThreadSender, background_config
from ._pages import SessionPages
from ._records import RecordInput, align_results, checked_record, local_ack, plan_batch
from ._retry import RetryConfig
from ._session import Session, agent_body
from ._types import Behavior, StoredRecord, read_as, read_stored_record

RetryOption = RetryConfig | Mapping[str, Any] | None


class LedgerClient:
    """Records and reads the reasoning trace of one agent.

    Makes no network call and checks nothing when constructed: the first request checks the
    configuration (``ValidationError``, ``endpoint_not_configured`` among them). Use it as a context
    manager, or call ``close()``, to release its connections.
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
        http_transport: httpx.BaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        signer: Signer | None = None,
        background: BackgroundOption = None,
    ) -> None:
        self._check: Callable[[], Connection] = lambda: Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        self._agent_id = agent_id if agent_id is not None else os.environ.get(AGENT_ID_VARIABLE, "")
        self._signer = signer
        self.default_model_invocation = default_model_invocation
        self._http = httpx.Client(transport=http_transport)
        self._core: SyncCore | None = None
        self._background = background_config(background)
        self._sender: ThreadSender | None = None

    # Operations of the owner, not bound to an agent.

    @staticmethod
    def register_agent(
        *,
        api_key: str | None = None,
        name: str,
        wallet: AgentWalletInput | Mapping[str, Any] | None = None,
        metadata: AgentMetadata | Mapping[str, Any] | None = None,
        environment: Environment = "production",
        endpoint: str | None = None,
        retry: RetryOption = None,
        http_transport: httpx.BaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> Agent:
        """Registers an agent under the owner of ``api_key``; a known name answers the existing agent."""
        connection = Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        with httpx.Client(transport=http_transport) as http:
            return read_as(Agent, SyncCore(connection, http).request("registerAgent", body=agent_body(name, wallet, metadata)))

    @staticmethod
    def list_agents(
        *,
        api_key: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
        environment: Environment = "production",
        endpoint: str | None = None,
        retry: RetryOption = None,
        http_transport: httpx.BaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> AgentPage:
        """One page of the owner's agents, by name; pass ``next_cursor`` as ``cursor`` for the next."""
        connection = Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        with httpx.Client(transport=http_transport) as http:
            return read_as(AgentPage, SyncCore(connection, http).request("listAgents", {"cursor": cursor, "limit": limit}))

    @staticmethod
    def resolve_agent_id(
        *,
        api_key: str | None = None,
        name: str,
        environment: Environment = "production",
        endpoint: str | None = None,
        retry: RetryOption = None,
        http_transport: httpx.BaseTransport | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> str:
        """The id of the owner's agent named ``name`` (NotFoundError if there is none)."""
        connection = Connection.check(api_key=api_key, environment=environment, endpoint=endpoint, retry=retry, timeout=timeout)
        with httpx.Client(transport=http_transport) as http:
            return read_as(AgentLookup, SyncCore(connection, http).request("resolveAgent", {"name": name})).agent_id

    # Operations of the agent.

    @property
    def agent_id(self) -> str:
        """The agent this client records for (``agent_id``, else ``LEDGER_AGENT_ID``)."""
        return self._agent_id

    def submit(self, record: RecordInput) -> RecordAck:
        """Validates the record locally (ValidationError, nothing sent), then stores it.

        ``record_id``, ``schema_version`` and ``client_ts_utc`` are filled into ``record`` when it
        lacks them, so submitting the same record again is acknowledged as a duplicate.
        """
        body = checked_record(record, self.default_model_invocation)
        core = self._connect()
        return read_as(RecordAck, core.request("submitRecord", {"agent_id": self._agent_id}, body))

    def submit_batch(self, records: Sequence[RecordInput]) -> BatchAck:
        """Up to 50 records; only the locally valid ones are sent. ``results[i]`` speaks of ``records[i]``:
        a RecordAck, or a RecordError (local or from the service). Only batch-level failures raise."""
        plan = plan_batch(records, self.default_model_invocation)
        if plan.body is None:
            return local_ack(plan)
        core = self._connect()
        return align_results(plan, read_as(BatchAck, core.request("submitBatch", {"agent_id": self._agent_id}, plan.body)))

    def get_record(self, record_id: str) -> StoredRecord:
        return read_stored_record(self._connect().request("getRecord", {"record_id": record_id, "agent_id": self._agent_id}))

    def get_session(self, session_id: str) -> SessionFetch:
        """Every record of the session (oldest first), whether it is closed, and its Acting record.

        The service answers in pages; they are followed here through ``next_cursor``. A session
        with no record raises NotFoundError."""
        core = self._connect()
        pages = SessionPages(session_id, self._agent_id)
        while (params := pages.next_params()) is not None:
            pages.add(core.request("getSession", params))
        return pages.result()

    def get_trace(
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
        return read_as(TracePage, self._connect().request("getTrace", params))

    def search_records(
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
        return read_as(TracePage, self._connect().request("searchRecords", params))

    def list_sessions(self, *, closed: bool | None = None, cursor: str | None = None, limit: int | None = None) -> SessionPage:
        """One page of this agent's sessions: the feed a scorer follows with ``closed=True``."""
        params = {"agent_id": self._agent_id, "closed": closed, "cursor": cursor, "limit": limit}
        return read_as(SessionPage, self._connect().request("listSessions", params))

    def get_checkpoint(self, tree_size: int | None = None) -> Checkpoint:
        """The agent's checkpoint of ``tree_size`` leaves, or its latest (NotFoundError before its first)."""
        if tree_size is None:
            return read_as(Checkpoint, self._connect().request("getLatestCheckpoint", {"agent_id": self._agent_id}))
        return read_as(Checkpoint, self._connect().request("getCheckpoint", {"agent_id": self._agent_id, "tree_size": tree_size}))

    def get_inclusion_proof(self, record_id: str, tree_size: int | None = None) -> InclusionProof:
        """The record's audit path in the log of ``tree_size`` leaves (default: the latest checkpoint's);
        beyond the latest checkpoint, a ``not_checkpointed`` ValidationError."""
        params = {"record_id": record_id, "agent_id": self._agent_id, "tree_size": tree_size}
        return read_as(InclusionProof, self._connect().request("getInclusionProof", params))

    def get_consistency_proof(self, first: int, second: int) -> ConsistencyProof:
        """The proof that the agent's log at ``second`` leaves extends it at ``first``."""
        params = {"agent_id": self._agent_id, "first": first, "second": second}
        return read_as(ConsistencyProof, self._connect().request("getConsistencyProof", params))

    def anchor(self) -> Checkpoint:
        """Cuts a checkpoint of everything acknowledged so far and returns it signed: by the service
        for a custodial agent, with ``signer`` for a byow one (kept only if it recovers to the
        agent's wallet address, else ``signature_invalid``)."""
        core = self._connect()
        checkpoint = read_as(Checkpoint, core.request("createCheckpoint", {"agent_id": self._agent_id}))
        if checkpoint.signature is not None:
            return checkpoint
        body = signature_body(checkpoint, self._signer)
        return read_as(Checkpoint, core.request("signCheckpoint", {"agent_id": self._agent_id, "tree_size": checkpoint.tree_size}, body))

    # Background mode (docs/sdk-behaviour.md).

    def enqueue(self, record: RecordInput) -> str:
        """Validates and fills the record (an invalid one raises here, nothing queued), queues it and
        returns its ``record_id`` at once; batches go out behind the caller. A full queue raises
        ``queue_full`` (RateLimitError) or, with ``on_full="drop"``, counts and reports a drop."""
        body = checked_record(record, self.default_model_invocation)
        self._delivery().delivery.enqueue(body["record_id"], body)
        return str(body["record_id"])

    def flush(self, timeout: float = 30.0) -> FlushResult:
        """Sends what is queued and waits up to ``timeout`` seconds for it: the outcomes since the previous flush."""
        return self._delivery().flush(timeout)

    def stats(self) -> DeliveryStats:
        """Background delivery's counters."""
        return self._delivery().delivery.stats()

    def _delivery(self) -> ThreadSender:
        if self._sender is None:
            if self._background is None:
                raise validation_error("background", "is not configured: pass background={} to use enqueue")
            self._sender = ThreadSender(self._connect(), self._agent_id, self._background)
            if self._background.exit_flush_s > 0:
                atexit.register(self.close, self._background.exit_flush_s)
        return self._sender

    def new_session(self, session_id: str | None = None) -> Session:
        """Local only: a session that pins ``session_id`` (given, or a fresh one) onto every record."""
        return Session(self, session_id if session_id is not None else new_record_id())

    def _connect(self) -> SyncCore:
        if self._core is None:
            connection = self._check()
            require_text(self._agent_id, "agent_id")
            self._core = SyncCore(connection, self._http)
        return self._core

    def close(self, timeout: float = 30.0) -> FlushResult:
        """Flushes background delivery (up to ``timeout`` seconds; what is left stays in the spool, or
        is reported dropped) and releases the connections."""
        report = FlushResult()
        if self._sender is not None:
            atexit.unregister(self.close)
            report = self._sender.close(timeout)
        self._http.close()
        return report

    def __enter__(self) -> LedgerClient:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()
