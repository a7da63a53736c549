"""Background delivery: ``enqueue`` returns at once; one sender sends batches of at most
``batch_size`` records after ``linger_ms``, bounded in memory by ``max_queue_bytes``, keeping each
record in the spool (when there is one) until the service acknowledged it or refused it for good.
A record travels as the bytes it was serialised to at enqueue, every retry and every replay
alike, so the service answers a repeat as a duplicate. Nothing leaves the queue uncounted:
``stats()`` and ``on_error`` see every refusal and every drop.

``Delivery`` holds the state and every decision; the sync client drives it from a thread
(``ThreadSender``), the async client from a task (``TaskSender``). They differ only in how they
wait and send.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ._core import AsyncCore, SyncCore
from ._errors import LedgerError, error_for, validation_error
from ._generated.constants import LIMITS
from ._generated.models import BatchAck, RecordAck, RecordError, ScoreAck, ScoreBatchAck, ScoreError
from ._retry import RetryConfig, delay_ms, is_retryable
from ._spool import FileSpool, Segment
from ._types import read_as

logger = logging.getLogger("trace_ledger")

#: One encoder for every record: json.dumps with options builds a new one per call. No check for
#: cycles: validation, which runs first, refuses a cyclic record as nesting too deep.
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False, check_circular=False).encode

#: Far under the service's 1 MB batch cap whatever the escaping: a batch stops growing here.
_BATCH_LINE_BYTES = LIMITS["batch_bytes"] // 2


@dataclass(frozen=True)
class BackgroundConfig:
    """Background mode for ``enqueue``.

    ``batch_size``: records per batch (1 to 50); ``linger_ms``: how long a batch waits to fill;
    ``max_queue_bytes``: bound on the queued records' JSON bytes; ``on_full``: ``"raise"``
    (``enqueue`` raises ``queue_full``) or ``"drop"`` (counted and reported); ``spool_dir``: keep
    every queued record in files there until acknowledged, replayed after a crash; ``on_error``:
    told ``(error, record_id)`` about every record refused for good or dropped;
    ``exit_flush_s``: the sync client flushes at interpreter exit for at most this long (0: no hook).
    """

    batch_size: int = LIMITS["batch_records"]
    linger_ms: float = 200
    max_queue_bytes: int = 16 << 20
    on_full: Literal["raise", "drop"] = "raise"
    spool_dir: str | None = None
    on_error: Callable[[LedgerError, str], None] | None = None
    exit_flush_s: float = 10.0

    def __post_init__(self) -> None:
        if isinstance(self.batch_size, bool) or not isinstance(self.batch_size, int) or not 1 <= self.batch_size <= LIMITS["batch_records"]:
            raise validation_error("background.batch_size", f"must be an integer from 1 to {LIMITS['batch_records']}")
        if isinstance(self.linger_ms, bool) or not isinstance(self.linger_ms, (int, float)) or not self.linger_ms >= 0:
            raise validation_error("background.linger_ms", "must be a number of ms >= 0")
        if isinstance(self.max_queue_bytes, bool) or not isinstance(self.max_queue_bytes, int) or self.max_queue_bytes < LIMITS["record_bytes"]:
            raise validation_error("background.max_queue_bytes", f"must be at least {LIMITS['record_bytes']} (one record)")
        if self.on_full not in ("raise", "drop"):
            raise validation_error("background.on_full", 'must be "raise" or "drop"')
        if self.on_error is not None and not callable(self.on_error):
            raise validation_error("background.on_error", "must be callable")


BackgroundOption = BackgroundConfig | Mapping[str, Any] | None


def background_config(value: BackgroundOption) -> BackgroundConfig | None:
    if value is None or isinstance(value, BackgroundConfig):
        return value
    if isinstance(value, Mapping):
        return BackgroundConfig(**value)
    raise validation_error("background", "must be a BackgroundConfig or a dict of its fields")


@dataclass
class FlushResult:
    """Outcomes since the previous flush: stored, already stored (records and scores alike), refused
    for good (records in ``failed``, scores in ``failed_scores``); and what is still queued or in flight."""

    acked: int = 0
    duplicates: int = 0
    failed: list[RecordError] = field(default_factory=list)
    pending: int = 0
    failed_scores: list[ScoreError] = field(default_factory=list)


@dataclass(frozen=True)
class DeliveryStats:
    queued: int
    queued_bytes: int
    in_flight: int
    acked: int
    duplicates: int
    failed: int
    dropped: int
    retries: int
    replayed: int


@dataclass(frozen=True)
class Kind:
    """What a queued line is: a record or a score, each sent through its own batch operation."""

    #: The batch operation, and the member of its body that lists the items.
    operation: str
    member: str
    #: The member naming an item, and the item's name in logs.
    id_field: str
    noun: str
    ack: type[BatchAck] | type[ScoreBatchAck]
    #: How a refusal of one item is reported (FlushResult.failed, or failed_scores).
    error: type[RecordError] | type[ScoreError]

    def refusal(self, item_id: str, error: LedgerError) -> RecordError | ScoreError:
        return self.error.model_validate({self.id_field: item_id, "code": error.code, "message": error.message, "details": error.details or None})


RECORDS = Kind("submitBatch", "records", "record_id", "record", BatchAck, RecordError)
SCORES = Kind("submitScoreBatch", "scores", "score_id", "score", ScoreBatchAck, ScoreError)


def kind_of(line: bytes) -> tuple[Kind, str]:
    """A spooled line's kind and id: a score is the line with a score_id (no record has one)."""
    value = json.loads(line)
    return (SCORES, value["score_id"]) if "score_id" in value else (RECORDS, value["record_id"])


@dataclass(eq=False, slots=True)
class _Entry:
    kind: Kind
    #: The record's id, or the score's.
    record_id: str
    #: The record's JSON as it travels: bytes, encoded once (queued bytes are not walked by the cyclic GC).
    line: bytes
    segment: Segment | None


class Delivery:
    """The queue, the spool and the counters; safe to call from any thread."""

    def __init__(
        self,
        agent_id: str,
        config: BackgroundConfig,
        retry: RetryConfig,
        wake: Callable[[], None],
        settled: Callable[[], None],
        learn: Callable[[str, Any], bool],
    ) -> None:
        self.agent_id = agent_id
        #: Told every refusal: an older service's schema_version_unsupported sets the version later records are stamped with.
        self._learn = learn
        self.config = config
        self._retry = retry
        self._wake = wake
        self._settled = settled
        self._lock = threading.RLock()
        #: Notified (under the lock) whenever nothing is left pending.
        self.all_settled = threading.Condition(self._lock)
        self._queue: deque[_Entry] = deque()
        self._counts = dict(queued=0, queued_bytes=0, in_flight=0, acked=0, duplicates=0, failed=0, dropped=0, retries=0, replayed=0)
        self._report = FlushResult()
        self._replaying: Segment | None = None
        self.urgent = 0
        self.closed = False
        self.idle = False
        self.lingering = False
        self._spool = FileSpool(config.spool_dir, agent_id) if config.spool_dir is not None else None

    # The caller's side.

    def enqueue(self, record_id: str, record: dict[str, Any], kind: Kind = RECORDS) -> None:
        """Queues a record, or a score (``kind``): one queue, so a score follows the records it judges."""
        line = _encode(record).encode("utf-8", "surrogatepass")
        size = len(line)
        with self._lock:
            if self.closed:
                raise validation_error("background", "the client is closed: enqueue before close()")
            if self._counts["queued_bytes"] + size > self.config.max_queue_bytes:
                error = error_for(
                    "queue_full",
                    f"the background queue holds {self._counts['queued_bytes']} of {self.config.max_queue_bytes} bytes: {kind.noun} {record_id} was not queued",
                    {"limit": self.config.max_queue_bytes},
                )
                if self.config.on_full == "raise":
                    raise error
                self._counts["dropped"] += 1
                self._refuse(error, kind, record_id, "dropped")
                return
            segment = self._spool.append(line) if self._spool is not None else None
            self._push(_Entry(kind, record_id, line, segment))

    def take_report(self) -> FlushResult:
        with self._lock:
            report, self._report = self._report, FlushResult()
            report.pending = self.pending()
            return report

    def stats(self) -> DeliveryStats:
        with self._lock:
            return DeliveryStats(**self._counts)

    def pending(self) -> int:
        with self._lock:
            if not self._queue:
                self._replay()
            return self._counts["queued"] + self._counts["in_flight"]

    def release(self) -> None:
        """After the sender stopped: what is left stays in the spool, or is dropped and reported."""
        with self._lock:
            left = list(self._queue)
            self._queue.clear()
            self._abandon(left, in_flight=False)
            if self._spool is not None:
                if self._counts["in_flight"] or left:
                    logger.info("%d record(s) and score(s) left in the spool for the next process", len(left) + self._counts["in_flight"])
                self._spool.close()

    # The sender's side.

    def ready(self) -> int:
        """How many records are queued (after pulling in a dead process's, as the bound allows)."""
        with self._lock:
            self._replay()
            return len(self._queue)

    def take(self) -> tuple[list[_Entry], bytes]:
        with self._lock:
            batch: list[_Entry] = []
            size = 0
            while self._queue and len(batch) < self.config.batch_size:
                # One kind per batch, in queue order.
                if batch and (size + len(self._queue[0].line) > _BATCH_LINE_BYTES or self._queue[0].kind is not batch[0].kind):
                    break
                entry = self._queue.popleft()
                batch.append(entry)
                size += len(entry.line)
            self._counts["queued"] -= len(batch)
            self._counts["queued_bytes"] -= size
            self._counts["in_flight"] += len(batch)
        member = batch[0].kind.member if batch else "records"
        return batch, b'{"' + member.encode() + b'":[' + b",".join(entry.line for entry in batch) + b"]}"

    def sync_spool(self) -> None:
        """Makes what is spooled durable before a batch goes; the sender calls it without the lock."""
        if self._spool is not None:
            with self._lock:
                sync = self._spool.syncer()
            sync()

    def answered(self, batch: list[_Entry], value: Any) -> None:
        ack = read_as(batch[0].kind.ack, value)
        with self._lock:
            for i, entry in enumerate(batch):
                result = ack.results[i] if i < len(ack.results) else None
                if isinstance(result, (RecordAck, ScoreAck)):
                    key = "duplicates" if result.is_duplicate else "acked"
                    self._counts[key] += 1
                    setattr(self._report, key, getattr(self._report, key) + 1)
                    self._done(entry)
                elif isinstance(result, (RecordError, ScoreError)):
                    details = result.model_dump(mode="json").get("details")
                    if entry.kind is RECORDS:
                        self._learn(result.code, details)
                    self._fail(entry, error_for(result.code, result.message, details))
                else:
                    self._fail(entry, error_for("server_5xx", f"the batch answer has no result for this {entry.kind.noun}"))

    def failed(self, batch: list[_Entry], error: LedgerError, retry: int) -> float | None:
        """After a failed send: seconds to wait before trying again, or None when it is over
        (refused for good, or closed: then it stays in the spool, or is reported dropped)."""
        with self._lock:
            if not is_retryable(error):
                for entry in batch:
                    self._fail(entry, error)
                return None
            if self.closed:
                self._abandon(batch, in_flight=True)
                return None
            self._counts["retries"] += 1
        wait_ms = delay_ms(self._retry, retry, error)
        logger.warning(
            "background batch of %d not delivered (%s); retry %d in %g ms",
            len(batch),
            error.code,
            retry + 1,
            wait_ms,
            extra={"operation": batch[0].kind.operation, "retry": retry + 1, "wait_ms": wait_ms, "code": error.code, "records": len(batch)},
        )
        return wait_ms / 1000

    # Inside, under the lock.

    def _push(self, entry: _Entry) -> None:
        self._queue.append(entry)
        self._counts["queued"] += 1
        self._counts["queued_bytes"] += len(entry.line)
        # A retry's wait is not cut short by new records: only flush and close end it early.
        if self.idle or (self.lingering and len(self._queue) >= self.config.batch_size):
            self._wake()

    def _replay(self) -> None:
        """Moves a dead process's records into the queue as far as the bound allows."""
        if self._spool is None or self.closed:
            return
        while True:
            if self._replaying is None or not self._replaying.lines:
                self._replaying = self._spool.recover()
                if self._replaying is None:
                    return
            segment = self._replaying
            line = segment.lines[0]
            if self._counts["queued_bytes"] + len(line) > self.config.max_queue_bytes:
                return
            segment.lines.popleft()
            self._counts["replayed"] += 1
            self._push(_Entry(*kind_of(line), line, segment))

    def _fail(self, entry: _Entry, error: LedgerError) -> None:
        self._counts["failed"] += 1
        refusal = entry.kind.refusal(entry.record_id, error)
        if isinstance(refusal, ScoreError):
            self._report.failed_scores.append(refusal)
        else:
            self._report.failed.append(refusal)
        self._refuse(error, entry.kind, entry.record_id, "refused")
        self._done(entry)

    def _done(self, entry: _Entry) -> None:
        self._counts["in_flight"] -= 1
        if entry.segment is not None and self._spool is not None:
            self._spool.settle(entry.segment)
        if self.pending() == 0:
            self.all_settled.notify_all()
            self._settled()

    def _abandon(self, entries: list[_Entry], *, in_flight: bool) -> None:
        if in_flight:
            self._counts["in_flight"] -= len(entries)
        else:
            self._counts["queued"] -= len(entries)
            self._counts["queued_bytes"] -= sum(len(entry.line) for entry in entries)
        if self._spool is not None:
            return
        for entry in entries:
            self._counts["dropped"] += 1
            self._refuse(error_for("network_failed", f"{entry.kind.noun} {entry.record_id} was not delivered before close()"), entry.kind, entry.record_id, "dropped")

    def _refuse(self, error: LedgerError, kind: Kind, record_id: str, what: str) -> None:
        logger.error("%s %s %s: %s: %s", kind.noun, record_id, what, error.code, error.message, extra={kind.id_field: record_id, "code": error.code})
        if self.config.on_error is not None:
            try:
                self.config.on_error(error, record_id)
            except Exception:  # the hook's failure must not stop delivery
                logger.exception("background on_error hook failed")


class ThreadSender:
    """The sync client's sender: a daemon thread."""

    def __init__(self, core: SyncCore, agent_id: str, config: BackgroundConfig) -> None:
        self._core = core
        self._wakeup = threading.Event()
        self.delivery = Delivery(agent_id, config, core.connection.retry, self._wakeup.set, lambda: None, core.connection.stamp.learn)
        self._thread = threading.Thread(target=self._run, name="trace-ledger-sender", daemon=True)
        self._thread.start()

    def flush(self, timeout: float) -> FlushResult:
        d = self.delivery
        with d._lock:
            d.urgent += 1
        self._wakeup.set()
        try:
            with d.all_settled:
                d.all_settled.wait_for(lambda: d.pending() == 0, timeout)
        finally:
            with d._lock:
                d.urgent -= 1
        return d.take_report()

    def close(self, timeout: float) -> FlushResult:
        if self.delivery.closed:
            return FlushResult(pending=self.delivery.pending())
        report = self.flush(timeout)
        with self.delivery._lock:
            self.delivery.closed = True
        self._wakeup.set()
        self._thread.join()
        self.delivery.release()
        return report

    def _sleep(self, seconds: float | None) -> None:
        self._wakeup.wait(seconds)
        self._wakeup.clear()

    def _run(self) -> None:
        d = self.delivery
        while not d.closed:
            if d.ready() == 0:
                d.idle = True
                if d.ready() == 0:  # again, now that enqueue wakes us
                    self._sleep(None)
                d.idle = False
                continue
            if d.ready() < d.config.batch_size and d.urgent == 0:
                d.lingering = True
                self._sleep(d.config.linger_ms / 1000)
                d.lingering = False
            if d.closed:
                return
            batch = d.take()
            d.sync_spool()
            self._send(*batch)

    def _send(self, batch: list[_Entry], body: bytes) -> None:
        d = self.delivery
        retry = 0
        while True:
            try:
                d.answered(batch, self._core.request(batch[0].kind.operation, {"agent_id": d.agent_id}, body, retries=0))
                return
            except LedgerError as error:
                wait = d.failed(batch, error, retry)
            if wait is None:
                return
            # A wake that came during the attempt (a flush, an enqueue seen as idle) was answered by
            # it: left set, it would skip this wait. close sets closed before it wakes.
            self._wakeup.clear()
            if not d.closed:
                self._sleep(wait)
            retry += 1


class TaskSender:
    """The async client's sender: a task on the running loop."""

    def __init__(self, core: AsyncCore, agent_id: str, config: BackgroundConfig) -> None:
        self._core = core
        self._loop = asyncio.get_running_loop()
        self._wakeup = asyncio.Event()
        self._all_settled = asyncio.Event()
        self.delivery = Delivery(agent_id, config, core.connection.retry, self._wake, self._notify_settled, core.connection.stamp.learn)
        self._task = self._loop.create_task(self._run())

    async def flush(self, timeout: float) -> FlushResult:
        d = self.delivery
        d.urgent += 1
        self._wakeup.set()
        try:
            while d.pending() > 0:
                self._all_settled.clear()
                try:
                    await asyncio.wait_for(self._all_settled.wait(), timeout)
                except asyncio.TimeoutError:
                    break
        finally:
            d.urgent -= 1
        return d.take_report()

    async def close(self, timeout: float) -> FlushResult:
        if self.delivery.closed:
            return FlushResult(pending=self.delivery.pending())
        report = await self.flush(timeout)
        self.delivery.closed = True
        self._wakeup.set()
        await self._task
        self.delivery.release()
        return report

    def _wake(self) -> None:
        self._loop.call_soon_threadsafe(self._wakeup.set)

    def _notify_settled(self) -> None:
        self._loop.call_soon_threadsafe(self._all_settled.set)

    async def _sleep(self, seconds: float | None) -> None:
        try:
            await asyncio.wait_for(self._wakeup.wait(), seconds)
        except asyncio.TimeoutError:
            pass
        self._wakeup.clear()

    async def _run(self) -> None:
        d = self.delivery
        while not d.closed:
            if d.ready() == 0:
                d.idle = True
                if d.ready() == 0:  # again, now that enqueue wakes us
                    await self._sleep(None)
                d.idle = False
                continue
            if d.ready() < d.config.batch_size and d.urgent == 0:
                d.lingering = True
                await self._sleep(d.config.linger_ms / 1000)
                d.lingering = False
            if d.closed:
                return
            batch = d.take()
            await asyncio.to_thread(d.sync_spool)  # not on the loop: an fsync would stall the caller's tasks
            await self._send(*batch)

    async def _send(self, batch: list[_Entry], body: bytes) -> None:
        d = self.delivery
        retry = 0
        while True:
            try:
                d.answered(batch, await self._core.request(batch[0].kind.operation, {"agent_id": d.agent_id}, body, retries=0))
                return
            except LedgerError as error:
                wait = d.failed(batch, error, retry)
            if wait is None:
                return
            self._wakeup.clear()  # as in ThreadSender._send: a wake the attempt answered skips no wait
            if not d.closed:
                await self._sleep(wait)
            retry += 1
