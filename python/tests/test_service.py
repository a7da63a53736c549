"""End to end against a real service (npm start's server, embedded database), over real HTTP."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

import httpx
import pytest

from trace_ledger import (
    AsyncLedgerClient,
    AuthError,
    IdempotencyConflictError,
    LedgerClient,
    NetworkError,
    NotFoundError,
    RecordAck,
    RecordError,
    ValidationError,
    new_record_id,
)
from trace_ledger import _core

from .conftest import Service


def name(prefix: str) -> str:
    return f"{prefix}-{secrets.token_hex(4)}"


@pytest.fixture
def client(service: Service, api_key: str) -> Any:
    agent = LedgerClient.register_agent(api_key=api_key, name=name("agent"), endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as bound:
        yield bound


def thinking(**extra: Any) -> dict[str, Any]:
    return {"behavior": "Thinking", "prompt": "Rebalance?", "output_payload": "Sell 10% of ETH.", **extra}


def test_register_resolve_and_list_agents(service: Service, api_key: str) -> None:
    agent_name = name("bot")
    agent = LedgerClient.register_agent(api_key=api_key, name=agent_name, endpoint=service.url, metadata={"description": "d"})
    again = LedgerClient.register_agent(api_key=api_key, name=agent_name, endpoint=service.url)
    assert again.agent_id == agent.agent_id
    assert LedgerClient.resolve_agent_id(api_key=api_key, name=agent_name, endpoint=service.url) == agent.agent_id
    page = LedgerClient.list_agents(api_key=api_key, endpoint=service.url)
    assert agent.agent_id in [a.agent_id for a in page.agents]
    with pytest.raises(NotFoundError) as missing:
        LedgerClient.resolve_agent_id(api_key=api_key, name="nobody-" + secrets.token_hex(4), endpoint=service.url)
    assert missing.value.code == "not_found" and missing.value.status == 404


def test_submit_fills_the_record_so_a_resubmission_is_a_duplicate(client: LedgerClient) -> None:
    record = thinking(session_id="s-1")
    first = client.submit(record)
    assert record["record_id"] == first.record_id and record["schema_version"] == "1.1" and isinstance(record["client_ts_utc"], int)
    second = client.submit(record)
    assert (first.is_duplicate, second.is_duplicate, second.record_id) == (False, True, first.record_id)
    stored = client.get_record(first.record_id)
    assert stored.behavior == "Thinking" and stored.agent_id == client.agent_id and isinstance(stored.server_ts_utc, int)


def test_the_same_record_id_with_another_body_is_a_conflict(client: LedgerClient) -> None:
    record = thinking(session_id="s-1")
    client.submit(record)
    with pytest.raises(IdempotencyConflictError) as conflict:
        client.submit({**record, "prompt": "something else"})
    assert (conflict.value.code, conflict.value.status) == ("record_id_conflict", 409)


def test_a_batch_sends_only_valid_records_and_answers_in_order(client: LedgerClient) -> None:
    session = client.new_session()
    records: list[Any] = [{"behavior": "Observing"}, {"behavior": "Observing", "colour": "red"}, thinking()]
    ack = session.submit_batch(records)
    assert [type(r).__name__ for r in ack.results] == ["RecordAck", "RecordError", "RecordAck"]
    local = ack.results[1]
    assert isinstance(local, RecordError) and local.code == "validation_failed" and local.details is not None and local.details.field == "/colour"
    assert [r.record_id for r in ack.results] == [r["record_id"] for r in records]
    assert [r.record_id for r in client.get_session(session.id).records] == [records[0]["record_id"], records[2]["record_id"]]


def test_nothing_valid_in_a_batch_sends_nothing(service: Service, api_key: str) -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise AssertionError("sent")

    with LedgerClient(api_key=api_key, agent_id="agt_0123456789abcdef0123456789abcdef", endpoint=service.url, http_transport=httpx.MockTransport(refuse)) as local:
        ack = local.submit_batch([{"behavior": "Dreaming", "session_id": "s"}])
    assert [r.code for r in ack.results if isinstance(r, RecordError)] == ["validation_failed"]
    with pytest.raises(ValidationError) as too_many:
        local.submit_batch([{"behavior": "Observing", "session_id": "s"}] * 51)
    assert too_many.value.details["field"] == "/records"


def test_sessions_close_with_acting_and_still_take_late_records(client: LedgerClient) -> None:
    session = client.new_session()
    session.submit({"behavior": "Observing"})
    acting = session.submit({"behavior": "Acting", "action_type": "swap", "target_system": "base", "execution_status": "confirmed", "execution_id": "0xabc"})
    late = session.submit({"behavior": "Reflecting", "outcome": "success"})
    assert not late.is_duplicate
    fetched = client.get_session(session.id)
    assert (fetched.closed, fetched.acting_record_id, len(fetched.records)) == (True, acting.record_id, 3)
    with pytest.raises(ValidationError) as second:
        session.submit({"behavior": "Acting", "action_type": "swap", "target_system": "internal"})
    assert (second.value.code, second.value.status) == ("acting_already_recorded", 409)
    closed = client.list_sessions(closed=True)
    assert session.id in [s.session_id for s in closed.sessions]
    assert session.id not in [s.session_id for s in client.list_sessions(closed=False).sessions]


def test_paging_a_trace_and_the_sessions_feed(client: LedgerClient) -> None:
    session = client.new_session()
    ids = [session.submit({"behavior": "Observing", "notes": str(i)}).record_id for i in range(5)]
    seen: list[str] = []
    cursor = None
    while True:
        page = client.get_trace(before=cursor, limit=2)
        seen += [r.record_id or "" for r in page.records]
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    assert seen == ids[::-1]
    oldest = client.get_trace(order="asc", limit=2)
    assert [r.record_id for r in oldest.records] == ids[:2]
    assert [r.record_id for r in client.get_trace(behavior="Thinking").records] == []
    for i in range(2):
        client.new_session().submit({"behavior": "Observing", "notes": f"other {i}"})
    first = client.list_sessions(limit=2)
    assert len(first.sessions) == 2 and first.next_cursor is not None
    rest = client.list_sessions(cursor=first.next_cursor)
    assert len({s.session_id for s in first.sessions + rest.sessions}) == 3


def test_responses_dump_to_the_json_the_service_sent(client: LedgerClient, service: Service, api_key: str) -> None:
    session = client.new_session()
    session.submit({"behavior": "Observing", "tags": ["a"], "trigger_source": "feed"})
    session.submit(thinking(model_invocation={"provider": "p", "model_name": "m", "tokens_in": 12, "temperature": 0.5}))
    raw = httpx.get(f"{service.url}/v1/sessions/{session.id}", params={"agent_id": client.agent_id}, headers={"authorization": f"Bearer {api_key}"}).json()
    assert client.get_session(session.id).model_dump(mode="json") == raw
    raw_trace = httpx.get(f"{service.url}/v1/traces/{client.agent_id}", headers={"authorization": f"Bearer {api_key}"}).json()
    assert client.get_trace().model_dump(mode="json") == raw_trace


class Flaky(httpx.BaseTransport):
    """Fails the first attempts (a dropped connection, a 503), then lets requests through to the service."""

    def __init__(self, failures: list[str]) -> None:
        self.failures = failures
        self.inner = httpx.HTTPTransport()
        self.bodies: list[bytes] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(request.read())
        if self.failures:
            failure = self.failures.pop(0)
            if failure == "drop":
                raise httpx.ConnectError("connection reset", request=request)
            if failure == "lost":  # the service stores it, the answer never arrives
                self.inner.handle_request(request).close()
                raise httpx.ReadError("connection closed before the answer", request=request)
            return httpx.Response(503, json={"error": {"code": "server_5xx", "message": "busy"}})
        return self.inner.handle_request(request)


def test_retries_send_the_same_body_and_store_one_record(service: Service, api_key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    waits: list[float] = []
    monkeypatch.setattr(_core, "_sleep", waits.append)
    agent = LedgerClient.register_agent(api_key=api_key, name=name("flaky"), endpoint=service.url)
    flaky = Flaky(["drop", "503", "lost"])
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, http_transport=flaky) as client:
        ack = client.submit(thinking(session_id="s-flaky"))
        assert ack.is_duplicate  # the lost answer's record was stored: the retry is its duplicate
        assert len(flaky.bodies) == 4 and len(set(flaky.bodies)) == 1
        assert waits == [0.5, 1.0, 2.0]
        assert [r.record_id for r in client.get_session("s-flaky").records] == [ack.record_id]
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, retry={"attempts": 1}, http_transport=Flaky(["drop", "drop"])) as failing:
        with pytest.raises(NetworkError) as network:
            failing.get_session("s-flaky")
        assert network.value.code == "network_failed"


def test_auth_errors(service: Service, api_key: str) -> None:
    with pytest.raises(AuthError) as bad_key:
        LedgerClient.register_agent(api_key="tlk_not_a_key", name=name("x"), endpoint=service.url)
    assert (bad_key.value.code, bad_key.value.status) == ("auth_invalid", 401)
    other_owner = service.new_owner()
    agent = LedgerClient.register_agent(api_key=api_key, name=name("mine"), endpoint=service.url)
    with LedgerClient(api_key=other_owner, agent_id=agent.agent_id, endpoint=service.url) as intruder:
        # Writes answer auth_invalid (the key must own the agent); reads answer not_found.
        with pytest.raises(AuthError) as write:
            intruder.submit({"behavior": "Observing", "session_id": "s"})
        assert (write.value.code, write.value.status) == ("auth_invalid", 401)
        with pytest.raises(NotFoundError):
            intruder.get_session("s")
    rotated = httpx.post(f"{service.url}/v1/owners/me/rotate-key", headers={"authorization": f"Bearer {api_key}"}, json={"grace_ms": 0})
    assert rotated.status_code == 200, rotated.text
    with pytest.raises(AuthError) as expired:
        LedgerClient.list_agents(api_key=api_key, endpoint=service.url)
    assert expired.value.code == "auth_expired"


def test_environments_and_ledger_endpoint(service: Service, api_key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LEDGER_ENDPOINT", raising=False)

    def refuse(request: httpx.Request) -> httpx.Response:
        raise AssertionError("sent")

    with LedgerClient(api_key=api_key, agent_id="agt_0123456789abcdef0123456789abcdef", http_transport=httpx.MockTransport(refuse)) as unconfigured:
        with pytest.raises(ValidationError) as missing:
            unconfigured.get_session("s")
    assert missing.value.code == "endpoint_not_configured" and "LEDGER_ENDPOINT" in missing.value.message
    monkeypatch.setenv("LEDGER_ENDPOINT", service.url)
    agent = LedgerClient.register_agent(api_key=api_key, name=name("env"), environment="staging")
    assert agent.agent_id.startswith("agt_")
    with pytest.raises(ValidationError) as bad:
        LedgerClient.register_agent(api_key=api_key, name="x", environment="moon")  # type: ignore[arg-type]
    assert bad.value.details["field"] == "environment"


def test_records_sent_through_the_sdk_label_the_agent(service: Service, api_key: str) -> None:
    agent = LedgerClient.register_agent(api_key=api_key, name=name("labelled"), endpoint=service.url)
    assert agent.attestations == []
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as client:
        client.submit({"behavior": "Observing", "session_id": "s"})
    again = LedgerClient.register_agent(api_key=api_key, name=agent.name, endpoint=service.url)
    assert again.attestations == ["sdk_instrumented"]


def test_the_async_client(service: Service, api_key: str) -> None:
    async def run() -> None:
        agent = await AsyncLedgerClient.register_agent(api_key=api_key, name=name("async"), endpoint=service.url)
        async with AsyncLedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as client:
            session = client.new_session()
            first = await session.submit({"behavior": "Observing"})
            ack = await session.submit_batch([thinking(), {"behavior": "Other", "data": {"k": [1, 2.5]}}])
            assert all(isinstance(r, RecordAck) for r in ack.results)
            fetched = await client.get_session(session.id)
            assert [r.record_id for r in fetched.records][0] == first.record_id and len(fetched.records) == 3
            assert (await client.get_record(first.record_id)).record_id == first.record_id
            with pytest.raises(NotFoundError):
                await client.get_record(new_record_id())

    asyncio.run(run())
