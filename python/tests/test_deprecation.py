"""A deprecated schema version in use: logged once per process, not once per record."""

from __future__ import annotations

import json

import httpx
import pytest

from trace_ledger import LedgerClient

AGENT = "agt_0123456789abcdef0123456789abcdef"


def test_deprecation_and_sunset_are_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    headers = {"deprecation": "@1796083201", "sunset": "Wed, 30 Jun 2027 23:59:59 GMT", "content-type": "application/json"}

    def answer(request: httpx.Request) -> httpx.Response:
        record = json.loads(request.content)
        ack = {"record_id": record["record_id"], "session_id": "s", "server_ts_utc": 1, "is_duplicate": False}
        return httpx.Response(201, headers=headers, content=json.dumps(ack).encode())

    caplog.set_level("WARNING", logger="trace_ledger")
    for _ in range(2):
        with LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(answer)) as client:
            client.submit({"behavior": "Observing", "session_id": "s"})
            client.submit({"behavior": "Observing", "session_id": "s"})
    notices = [r for r in caplog.records if "deprecates a schema version" in r.getMessage()]
    assert len(notices) == 1
    assert "accepted until Wed, 30 Jun 2027 23:59:59 GMT" in notices[0].getMessage()
