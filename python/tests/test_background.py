"""Background delivery (enqueue / flush / close / stats) on a scripted transport, with the file
spool in a temp dir, and against the real service: the thread-driven sync client and the
task-driven async one."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from trace_ledger import AsyncLedgerClient, FlushResult, LedgerClient, LedgerError, RateLimitError, RetryConfig, ValidationError

from .conftest import Service

AGENT = "agt_0123456789abcdef0123456789abcdef"
Answer = Callable[[httpx.Request], httpx.Response]


def thinking(prompt: str = "Should we rebalance?", **extra: Any) -> dict[str, Any]:
    return {"behavior": "Thinking", "session_id": "s-1", "prompt": prompt, "output_payload": "Yes.", **extra}


def acking(duplicates: set[str] | None = None) -> Answer:
    def answer(request: httpx.Request) -> httpx.Response:
        records = json.loads(request.content)["records"]
        results = [{"record_id": r["record_id"], "session_id": r["session_id"], "server_ts_utc": 1, "is_duplicate": r["record_id"] in (duplicates or set())} for r in records]
        return httpx.Response(200, json={"batch_id": "b", "results": results})

    return answer


class Script:
    """Answers each request with the next answer; remembers the bodies."""

    def __init__(self, *answers: Answer | httpx.Response | Exception) -> None:
        self.answers = list(answers)
        self.bodies: list[bytes] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(request.content)
        answer = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        if isinstance(answer, Exception):
            raise answer
        return answer if isinstance(answer, httpx.Response) else answer(request)

    def ids(self) -> list[str]:
        return [r["record_id"] for body in self.bodies for r in json.loads(body)["records"]]


def client_for(script: Script, errors: list[tuple[str, str]] | None = None, **background: Any) -> LedgerClient:
    def on_error(error: LedgerError, record_id: str) -> None:
        (errors if errors is not None else []).append((record_id, error.code))

    return LedgerClient(
        api_key="tlk_test",
        agent_id=AGENT,
        endpoint="http://ledger.test",
        http_transport=httpx.MockTransport(script),
        retry=RetryConfig(backoff_ms=(1,)),
        background={"linger_ms": 5, "exit_flush_s": 0, "on_error": on_error, **background},
    )


def test_enqueue_returns_at_once_batches_and_flush_reports() -> None:
    duplicates: set[str] = set()
    script = Script(acking(duplicates))
    with client_for(script, batch_size=2) as client:
        ids = [client.enqueue(thinking(f"p{n}")) for n in range(5)]
        duplicates.add(ids[4])
        assert client.flush(5) == FlushResult(acked=4, duplicates=1, failed=[], pending=0)
        assert script.ids() == ids
        assert all(len(json.loads(body)["records"]) <= 2 for body in script.bodies)
        stats = client.stats()
        assert (stats.queued, stats.in_flight, stats.acked, stats.duplicates, stats.dropped) == (0, 0, 4, 1, 0)
        assert client.flush(0.01) == FlushResult()


def test_an_invalid_record_raises_at_enqueue_and_is_not_queued() -> None:
    with client_for(Script(acking())) as client:
        with pytest.raises(ValidationError):
            client.enqueue({"behavior": "Thinking", "session_id": "s"})
        assert client.stats().queued == 0


def test_a_batch_is_retried_with_the_same_bytes() -> None:
    script = Script(httpx.ConnectError("refused"), httpx.Response(503), acking())
    with client_for(script) as client:
        client.enqueue(thinking())
        assert client.flush(5).acked == 1
        assert len(set(script.bodies)) == 1 and len(script.bodies) == 3
        assert client.stats().retries == 2


def test_refusals_reach_flush_and_on_error() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        [record] = json.loads(request.content)["records"]
        return httpx.Response(200, json={"batch_id": "b", "results": [{"record_id": record["record_id"], "code": "reference_unresolved", "message": "no parent"}]})

    errors: list[tuple[str, str]] = []
    with client_for(Script(refuse), errors) as client:
        record_id = client.enqueue(thinking())
        result = client.flush(5)
        assert [(f.record_id, f.code) for f in result.failed] == [(record_id, "reference_unresolved")]
        assert errors == [(record_id, "reference_unresolved")]


def test_a_full_queue_raises_or_counts_a_drop() -> None:
    def big(n: int) -> dict[str, Any]:
        return thinking(str(n).ljust(15_000, "x"), output_payload="y" * 15_000)

    with client_for(Script(acking()), max_queue_bytes=65_536, linger_ms=60_000) as raising:
        raising.enqueue(big(1))
        raising.enqueue(big(2))
        with pytest.raises(RateLimitError) as full:
            raising.enqueue(big(3))
        assert full.value.code == "queue_full"

    errors: list[tuple[str, str]] = []
    with client_for(Script(acking()), errors, max_queue_bytes=65_536, linger_ms=60_000, on_full="drop") as dropping:
        dropping.enqueue(big(1))
        dropping.enqueue(big(2))
        dropped = dropping.enqueue(big(3))
        stats = dropping.stats()
        assert (stats.queued, stats.dropped) == (2, 1) and stats.queued_bytes <= 65_536
        assert errors == [(dropped, "queue_full")]


def test_enqueue_needs_background_configured() -> None:
    with LedgerClient(api_key="k", agent_id=AGENT, endpoint="http://ledger.test") as client:
        with pytest.raises(ValidationError, match="background"):
            client.enqueue(thinking())


def test_the_spool_of_a_crashed_process_is_replayed(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    never = Script(httpx.ConnectError("down"))
    crashed = client_for(never, spool_dir=str(tmp_path), linger_ms=60_000)  # never closed: it "crashed"
    ids = [crashed.enqueue(thinking(f"p{n}")) for n in range(3)]
    agent_dir = tmp_path / AGENT
    [segment] = [p for p in agent_dir.iterdir() if p.suffix == ".jsonl"]
    with segment.open("ab") as torn:
        torn.write(b"\xff\xfe not UTF-8\n")  # garbage
        torn.write(b'{"record_id": "trunc')  # a torn last write
    [lock] = [p for p in agent_dir.iterdir() if p.suffix == ".lock"]
    # Its process is gone, and the kernel dropped its lock: an unlocked lock file stands for that.
    lock.unlink()
    lock.write_text("1")

    caplog.set_level(logging.INFO, logger="trace_ledger")
    script = Script(acking({ids[0]}))
    with client_for(script, spool_dir=str(tmp_path)) as client:
        assert client.flush(5) == FlushResult(acked=2, duplicates=1, failed=[], pending=0)
        assert script.ids() == ids
        assert client.stats().replayed == 3
    assert any("skipped 2 unreadable line" in r.getMessage() for r in caplog.records)
    assert list(agent_dir.iterdir()) == []  # replayed, acknowledged, compacted; both locks gone


def test_a_live_clients_segments_are_never_claimed(tmp_path: Path) -> None:
    first = client_for(Script(httpx.ConnectError("down")), spool_dir=str(tmp_path), linger_ms=60_000)
    first.enqueue(thinking())
    script = Script(acking())
    with client_for(script, spool_dir=str(tmp_path)) as client:
        assert client.flush(1) == FlushResult()
        assert script.bodies == []
    assert len([p for p in (tmp_path / AGENT).iterdir() if p.suffix == ".jsonl"]) == 1


def test_close_without_a_spool_reports_what_it_could_not_deliver() -> None:
    errors: list[tuple[str, str]] = []
    client = client_for(Script(httpx.ConnectError("down")), errors, linger_ms=60_000)
    record_id = client.enqueue(thinking())
    assert client.close(0.05).pending == 1
    assert client.stats().dropped == 1
    assert errors == [(record_id, "network_failed")]


def test_the_async_client_delivers_from_a_task(tmp_path: Path) -> None:
    async def scenario() -> None:
        duplicates: set[str] = set()
        script = Script(acking(duplicates))
        background = {"batch_size": 3, "linger_ms": 5, "spool_dir": str(tmp_path)}  # its fsyncs run in a worker thread
        async with AsyncLedgerClient(
            api_key="k", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(script), background=background
        ) as client:
            session = client.new_session("s-async")
            ids = [session.enqueue(thinking(f"p{n}")) for n in range(7)]
            duplicates.add(ids[0])
            assert await client.flush(5) == FlushResult(acked=6, duplicates=1, failed=[], pending=0)
            assert script.ids() == ids
            assert {json.loads(body)["records"][0]["session_id"] for body in script.bodies} == {"s-async"}

    asyncio.run(scenario())
    assert os.listdir(tmp_path / AGENT) == []  # acknowledged and compacted


def test_background_delivery_against_the_service(service: Service, api_key: str, tmp_path: Path) -> None:
    agent = LedgerClient.register_agent(api_key=api_key, name=f"background-{secrets.token_hex(3)}", endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, background={"spool_dir": str(tmp_path), "exit_flush_s": 0}) as client:
        session = client.new_session()
        records = [thinking(f"step {n}") for n in range(120)]
        ids = [session.enqueue(record) for record in records]
        assert client.flush(30) == FlushResult(acked=120, duplicates=0, failed=[], pending=0)
        assert [session.enqueue(record) for record in records] == ids  # the same records: the same ids and bytes
        assert client.close(30) == FlushResult(acked=0, duplicates=120, failed=[], pending=0)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as reader:
        assert [r.record_id for r in reader.get_session(session.id).records] == ids
    assert os.listdir(tmp_path / agent.agent_id) == []


def test_enqueue_never_waits_for_the_spools_fsync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sender fsyncs the spool before a batch goes, without the lock enqueue takes: an enqueue
    made while an fsync is in progress returns, and only then is the fsync let go."""
    syncing, enqueued = threading.Event(), threading.Event()
    let_go_by_enqueue: list[bool] = []
    fsync = os.fsync

    def slow_fsync(fd: int) -> None:
        if not syncing.is_set():
            syncing.set()
            # Enqueue sets `enqueued`; waiting on the lock it would never do so, and only the
            # wait's limit would let this fsync go (False).
            let_go_by_enqueue.append(enqueued.wait(30))
        fsync(fd)

    monkeypatch.setattr(os, "fsync", slow_fsync)
    script = Script(acking())
    with client_for(script, spool_dir=str(tmp_path), batch_size=1, linger_ms=0) as client:
        first = client.enqueue(thinking("first"))
        assert syncing.wait(30)  # the sender is inside the fsync of the first record's batch
        second = client.enqueue(thinking("second"))
        enqueued.set()
        assert client.flush(30) == FlushResult(acked=2, duplicates=0, failed=[], pending=0)
    assert let_go_by_enqueue == [True]
    assert script.ids() == [first, second]


def test_a_flush_during_an_attempt_does_not_skip_the_retry_wait() -> None:
    entered, release = threading.Event(), threading.Event()

    def first(request: httpx.Request) -> httpx.Response:
        entered.set()
        release.wait()
        raise httpx.ConnectError("refused")

    script = Script(first, httpx.ConnectError("refused"))
    client = LedgerClient(
        api_key="tlk_test",
        agent_id=AGENT,
        endpoint="http://ledger.test",
        http_transport=httpx.MockTransport(script),
        retry=RetryConfig(backoff_ms=(60_000,)),
        background={"batch_size": 1, "exit_flush_s": 0},
    )
    client.enqueue(thinking())
    assert entered.wait(30)
    # The flush wakes the sender while its attempt is in flight, then waits past the failure.
    results: list[FlushResult] = []
    flushing = threading.Thread(target=lambda: results.append(client.flush(2)))
    flushing.start()
    delivery = client._delivery().delivery
    while delivery.urgent == 0:
        threading.Event().wait(0.001)
    release.set()
    flushing.join()
    assert results[0].pending == 1
    # The first retry waits its 60 s: the wake the attempt answered does not end that wait.
    assert len(script.bodies) == 1
    client.close(0.01)
