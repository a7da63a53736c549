"""The shared vectors (test/vectors/, written by the TypeScript reference): this SDK agrees with each."""

from __future__ import annotations

import asyncio
import hashlib
import json
from typing import Any

import httpx
import pytest

import trace_ledger
from trace_ledger import AsyncLedgerClient, LedgerClient, LedgerError, ValidationError, canonical_json, validate_record
from trace_ledger import _core

from .conftest import vectors

RECORDS = vectors("records.json")
CANONICAL = vectors("canonical.json")
RETRY = vectors("retry.json")
AGENT = "agt_0123456789abcdef0123456789abcdef"


def record_of(vector: dict[str, Any]) -> Any:
    return json.loads(vector["record_json"]) if "record_json" in vector else vector["record"]


def refuse_all(request: httpx.Request) -> httpx.Response:
    raise AssertionError(f"no request may be sent, got {request.method} {request.url}")


@pytest.mark.parametrize("vector", RECORDS, ids=[v["name"] for v in RECORDS])
def test_record_vector(vector: dict[str, Any]) -> None:
    record = record_of(vector)
    if vector["valid"]:
        validate_record(record)
        return
    expected = vector["errors"][0]
    with pytest.raises(ValidationError) as raised:
        validate_record(record)
    details = dict(raised.value.details)
    if expected["code"] == "schema_version_unsupported":
        assert details.pop("supported_versions") == list(trace_ledger.SUPPORTED_SCHEMA_VERSIONS)
    assert (raised.value.code, details) == (expected["code"], {"field": expected["field"], "reason": expected["reason"]})
    if isinstance(record, dict) and "schema_version" in record:  # (submit fills a missing schema_version)
        # submit refuses it locally, with the same error, before any request.
        with LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(refuse_all)) as client:
            with pytest.raises(ValidationError) as refused:
                client.submit(record)
        assert (refused.value.code, refused.value.details["field"]) == (expected["code"], expected["field"])


@pytest.mark.parametrize("vector", CANONICAL, ids=[v["name"] for v in CANONICAL])
def test_canonical_vector(vector: dict[str, Any]) -> None:
    text = canonical_json(json.loads(vector["input"]))
    assert text == vector["canonical"]
    assert len(text.encode("utf-8")) == vector["bytes"]
    assert hashlib.sha256(text.encode("utf-8")).hexdigest() == vector["sha256"]


class Script:
    """Answers each request with the next of a vector's responses, and records the waits."""

    def __init__(self, vector: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
        self.responses = vector["responses"]
        self.bodies: list[bytes] = []
        self.waits: list[float] = []
        monkeypatch.setattr(_core, "_sleep", lambda seconds: self.waits.append(seconds * 1000))

        async def asleep(seconds: float) -> None:
            self.waits.append(seconds * 1000)

        monkeypatch.setattr(_core, "_asleep", asleep)

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(request.content)
        answer = self.responses[len(self.bodies) - 1]
        if answer.get("network_error"):
            raise httpx.ConnectError("connection refused", request=request)
        return httpx.Response(answer["status"], headers=answer["headers"], content=answer["body"].encode("utf-8"))


def outcome_of(call: Any) -> dict[str, Any]:
    try:
        call()
    except LedgerError as error:
        return {"ok": False, "code": error.code}
    return {"ok": True}


@pytest.mark.parametrize("vector", RETRY, ids=[v["name"] for v in RETRY])
def test_retry_vector(vector: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    script = Script(vector, monkeypatch)
    transport = httpx.MockTransport(script)
    with LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", retry={"attempts": vector["max_retries"]}, http_transport=transport) as client:
        assert outcome_of(lambda: client.get_session("s-1")) == vector["outcome"]
    assert len(script.bodies) == vector["attempts"]
    assert script.waits == vector["delays_ms"]


@pytest.mark.parametrize("vector", RETRY, ids=[v["name"] for v in RETRY])
def test_retry_vector_async(vector: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    script = Script(vector, monkeypatch)

    async def run() -> dict[str, Any]:
        async with AsyncLedgerClient(
            api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", retry={"attempts": vector["max_retries"]}, http_transport=httpx.MockTransport(script)
        ) as client:
            try:
                await client.get_session("s-1")
            except LedgerError as error:
                return {"ok": False, "code": error.code}
            return {"ok": True}

    assert asyncio.run(run()) == vector["outcome"]
    assert len(script.bodies) == vector["attempts"]
    assert script.waits == vector["delays_ms"]


def test_every_error_code_has_its_class() -> None:
    from trace_ledger._generated.errors import ERRORS

    for code, info in ERRORS.items():
        error = trace_ledger._errors.error_for(code, "m")
        assert type(error).__name__ == info.sdk_class, code
        assert isinstance(error, LedgerError)
    unknown = trace_ledger._errors.error_for("brand_new_code", "m")
    assert type(unknown) is LedgerError and unknown.code == "brand_new_code"


@pytest.mark.parametrize(
    ("status", "expected"),
    [(400, "ValidationError"), (422, "ValidationError"), (401, "AuthError"), (403, "AuthError"), (404, "NotFoundError"), (410, "NotFoundError"),
     (429, "RateLimitError"), (500, "ServerError"), (503, "ServerError"), (409, "LedgerError"), (None, "LedgerError")],
)
def test_an_unknown_code_falls_back_by_status(status: int | None, expected: str) -> None:
    error = trace_ledger._errors.error_for("brand_new_code", "m", status=status)
    assert type(error).__name__ == expected and error.code == "brand_new_code" and error.status == status
