"""The client's own behaviour on a scripted transport (httpx.MockTransport): what it sends, what it
fills into the caller's records, how it reads answers and configuration."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from trace_ledger import (
    SDK_HEADER,
    AsyncLedgerClient,
    LedgerClient,
    NetworkError,
    ObservingRecord,
    RateLimitError,
    RecordError,
    RetryConfig,
    ServerError,
    ThinkingRecord,
    ValidationError,
    is_valid_record_id,
)
from trace_ledger import _core

AGENT = "agt_0123456789abcdef0123456789abcdef"
BASE = "http://ledger.test/prefix"


def ack_of(record: dict[str, Any]) -> dict[str, Any]:
    return {"record_id": record["record_id"], "session_id": record["session_id"], "server_ts_utc": 1, "is_duplicate": False}


class Recorder:
    def __init__(self, answer: Callable[[httpx.Request], httpx.Response] | None = None) -> None:
        self.requests: list[httpx.Request] = []
        self.answer = answer or self.ack

    @staticmethod
    def ack(request: httpx.Request) -> httpx.Response:
        """What the service answers a record or a batch that it stores."""
        body = json.loads(request.content)
        if request.url.path.endswith(":batch"):
            return httpx.Response(200, json={"batch_id": "b-1", "results": [ack_of(record) for record in body["records"]]})
        return httpx.Response(201, json=ack_of(body))

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        return self.answer(request)

    def client(self, **options: Any) -> LedgerClient:
        return LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint=BASE, http_transport=httpx.MockTransport(self), **options)

    def bodies(self) -> list[Any]:
        return [json.loads(r.content) for r in self.requests]


@pytest.fixture(autouse=True)
def instant_waits(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    waits: list[float] = []
    monkeypatch.setattr(_core, "_sleep", waits.append)
    return waits


def test_submit_sends_the_filled_record_with_the_sdk_headers() -> None:
    recorder = Recorder()
    record: dict[str, Any] = {"behavior": "Observing", "session_id": "s-1", "agent_id": "ignored"}
    before = time.time_ns() // 1_000_000
    with recorder.client() as client:
        ack = client.submit(record)
    (request,) = recorder.requests
    assert (request.method, str(request.url)) == ("POST", f"{BASE}/v1/records?agent_id={AGENT}")
    assert request.headers["authorization"] == "Bearer tlk_test"
    assert request.headers["x-ledger-sdk"] == SDK_HEADER and SDK_HEADER.startswith("trace-ledger-python/")
    assert request.headers["content-type"] == "application/json"
    sent = recorder.bodies()[0]
    assert "agent_id" not in sent and record["agent_id"] == "ignored"
    assert is_valid_record_id(record["record_id"]) and sent["record_id"] == record["record_id"] == ack.record_id
    assert record["schema_version"] == "1.1" and before <= record["client_ts_utc"] <= time.time_ns() // 1_000_000


def test_models_are_filled_in_place_and_keep_what_was_set() -> None:
    recorder = Recorder()
    record = ThinkingRecord(behavior="Thinking", session_id="s", prompt="p", output_payload="o")
    with recorder.client() as client:
        client.submit(record)
        client.submit(record)
    first, second = recorder.bodies()
    assert first == second and record.record_id == first["record_id"]
    assert set(first) == {"behavior", "session_id", "prompt", "output_payload", "record_id", "schema_version", "client_ts_utc"}


def test_default_model_invocation_fills_model_calls_only() -> None:
    recorder = Recorder()
    invocation = {"provider": "openai", "model_name": "gpt-4o"}
    with recorder.client(default_model_invocation=invocation) as client:
        client.submit({"behavior": "Thinking", "session_id": "s", "prompt": "p", "output_payload": "o"})
        client.submit({"behavior": "Observing", "session_id": "s"})
        client.submit({"behavior": "Planning", "session_id": "s", "model_invocation": {"provider": "own", "model_name": "m"}})
    thinking, observing, planning = recorder.bodies()
    assert thinking["model_invocation"] == invocation
    assert "model_invocation" not in observing
    assert planning["model_invocation"]["provider"] == "own"


def test_a_session_pins_its_id_into_the_record() -> None:
    recorder = Recorder()
    with recorder.client() as client:
        session = client.new_session("cycle-7")
        record: dict[str, Any] = {"behavior": "Observing", "session_id": "other"}
        session.submit(record)
        model = ObservingRecord(behavior="Observing", session_id="other")
        session.submit(model)
        assert client.new_session().id != client.new_session().id
    assert [b["session_id"] for b in recorder.bodies()] == ["cycle-7", "cycle-7"]
    assert record["session_id"] == "cycle-7" and model.session_id == "cycle-7"


def test_query_parameters_as_the_service_reads_them() -> None:
    recorder = Recorder(lambda r: httpx.Response(200, json={"sessions": [], "next_cursor": None}))
    with recorder.client() as client:
        client.list_sessions(closed=True, limit=5)
        client.list_sessions()
    assert [str(r.url) for r in recorder.requests] == [
        f"{BASE}/v1/agents/{AGENT}/sessions?closed=true&limit=5",
        f"{BASE}/v1/agents/{AGENT}/sessions",
    ]


def test_path_parameters_are_escaped() -> None:
    recorder = Recorder(lambda r: httpx.Response(200, json={"session_id": "a/b c", "records": [], "closed": False, "acting_record_id": None}))
    with recorder.client() as client:
        assert client.get_session("a/b c").session_id == "a/b c"
    assert recorder.requests[0].url.raw_path.decode() == f"/prefix/v1/sessions/a%2Fb%20c?agent_id={AGENT}&limit=500"


def test_rate_limit_error_carries_the_wait() -> None:
    recorder = Recorder(lambda r: httpx.Response(429, json={"error": {"code": "rate_limited", "message": "slow", "details": {"retry_after_ms": 250}}}))
    with recorder.client(retry=RetryConfig(attempts=0)) as client:
        with pytest.raises(RateLimitError) as raised:
            client.get_trace()
    assert raised.value.retry_after_ms == 250 and raised.value.status == 429


def test_an_attempt_that_hangs_times_out_and_is_retried(instant_waits: list[float]) -> None:
    def hang(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("timed out", request=request)

    recorder = Recorder(hang)
    with recorder.client(timeout=0.05, retry={"attempts": 1, "backoff_ms": [7]}) as client:
        with pytest.raises(NetworkError) as raised:
            client.get_trace()
    assert "timed out after 0.05 s" in raised.value.details["reason"]
    assert len(recorder.requests) == 2 and instant_waits == [0.007]


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"api_key": ""}, "api_key"),
        ({"agent_id": ""}, "agent_id"),
        ({"endpoint": "ftp://x"}, "endpoint"),
        ({"timeout": 0}, "timeout"),
        ({"retry": {"attempts": -1}}, "retry.attempts"),
        ({"retry": {"backoff_ms": []}}, "retry.backoff_ms"),
        ({"retry": {"tries": 3}}, "retry"),
    ],
)
def test_configuration_is_checked_at_the_first_request(options: dict[str, Any], field: str) -> None:
    recorder = Recorder()
    config: dict[str, Any] = {"api_key": "tlk_test", "agent_id": AGENT, "endpoint": BASE, **options}
    with LedgerClient(**config, http_transport=httpx.MockTransport(recorder)) as client:  # constructing checks nothing
        with pytest.raises(ValidationError) as raised:
            client.get_trace()
    assert raised.value.details["field"] == field and recorder.requests == []


def test_retry_config_is_frozen_and_checked() -> None:
    config = RetryConfig(attempts=1, backoff_ms=[1, 2])
    assert config.backoff_ms == (1, 2)
    with pytest.raises(AttributeError):
        config.attempts = 2  # type: ignore[misc]
    with pytest.raises(ValidationError):
        RetryConfig(attempts=True)


def test_the_async_client_sends_what_the_sync_one_does() -> None:
    recorder = Recorder()
    record: dict[str, Any] = {"behavior": "Observing", "session_id": "s"}

    async def run() -> None:
        async with AsyncLedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint=BASE, http_transport=httpx.MockTransport(recorder)) as client:
            session = client.new_session("s-async")
            ack = await session.submit(record)
            batch = await session.submit_batch([{"behavior": "Observing"}, {"behavior": "Nope"}])
            assert ack.record_id == record["record_id"] and len(batch.results) == 2

    asyncio.run(run())
    assert [r.url.path for r in recorder.requests] == ["/prefix/v1/records", "/prefix/v1/records:batch"]
    assert recorder.requests[0].headers["x-ledger-sdk"] == SDK_HEADER
    assert len(json.loads(recorder.requests[1].content)["records"]) == 1


def test_a_batch_over_its_canonical_byte_cap_is_refused_whole_before_sending() -> None:
    recorder = Recorder()
    records: list[Any] = [{"behavior": "Thinking", "session_id": "s", "prompt": "p", "output_payload": "x" * 30_000} for _ in range(50)]
    with recorder.client() as client:
        with pytest.raises(ValidationError) as raised:
            client.submit_batch(records)
    assert raised.value.details == {"field": "/records", "reason": "must not exceed 1048576 bytes as canonical JSON"}
    assert recorder.requests == []


def test_an_answer_without_the_documented_shape_is_a_server_error() -> None:
    recorder = Recorder(lambda r: httpx.Response(200, json={"records": "not a list", "next_cursor": None}))
    with recorder.client() as client:
        with pytest.raises(ServerError) as raised:
            client.get_trace()
    assert raised.value.code == "server_5xx" and "/records" in raised.value.message


def test_a_batch_result_with_a_code_from_a_newer_service_is_read() -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        (record,) = json.loads(request.content)["records"]
        return httpx.Response(200, json={"batch_id": "b", "results": [{"record_id": record["record_id"], "code": "brand_new_code", "message": "m"}]})

    with Recorder(answer).client() as client:
        (result,) = client.submit_batch([{"behavior": "Observing", "session_id": "s"}]).results
    assert isinstance(result, RecordError) and result.code == "brand_new_code"
