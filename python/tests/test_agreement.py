"""What the three SDKs agree on (docs/sdk-behaviour.md): the verifiers take the client's own proof
objects, the environment fills the key and the agent, retries are logged on ``trace_ledger``."""

from __future__ import annotations

import logging
from typing import Any

import httpx
import pytest

from tests.conftest import vectors
from trace_ledger._generated.models import Hash
from trace_ledger import ConsistencyProof, InclusionProof, LedgerClient, RetryConfig, verify_consistency, verify_inclusion

AGENT = "agt_0123456789abcdef0123456789abcdef"
EMPTY_SESSION = {"session_id": "s-1", "records": [], "closed": False, "acting_record_id": None}


def _of(kind: str) -> list[dict[str, Any]]:
    return [v for v in vectors("anchoring.json") if v["kind"] == kind]


@pytest.mark.parametrize("v", _of("inclusion"), ids=lambda v: v["name"])
def test_verify_inclusion_takes_the_clients_proof_objects(v: dict[str, Any]) -> None:
    proof = InclusionProof.model_validate({"leaf_index": v["leaf_index"], "tree_size": v["tree_size"], "leaf_hash": v["leaf"], "audit_path": v["audit_path"]})
    assert verify_inclusion(proof.leaf_hash, proof.leaf_index, proof.tree_size, proof.audit_path, Hash(v["root"])) is v["valid"]
    raw = [bytes.fromhex(h) for h in v["audit_path"]]
    assert verify_inclusion(bytes.fromhex(v["leaf"]), v["leaf_index"], v["tree_size"], raw, v["root"]) is v["valid"]


@pytest.mark.parametrize("v", _of("consistency"), ids=lambda v: v["name"])
def test_verify_consistency_takes_the_clients_proof_objects(v: dict[str, Any]) -> None:
    proof = ConsistencyProof.model_validate({"first": v["first"], "second": v["second"], "proof": v["proof"]})
    assert verify_consistency(proof.first, proof.second, proof.proof, v["first_root"], v["second_root"]) is v["valid"]


def test_verifiers_refuse_what_is_not_a_hash() -> None:
    v = _of("inclusion")[0]
    assert not verify_inclusion(v["leaf"], v["leaf_index"], v["tree_size"], [b"\x00" * 31], v["root"])
    assert not verify_inclusion(v["leaf"].upper(), v["leaf_index"], v["tree_size"], v["audit_path"], v["root"])


def _recording(answers: list[httpx.Response]) -> tuple[httpx.MockTransport, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answers[len(seen) - 1]

    return httpx.MockTransport(answer), seen


def test_the_environment_fills_key_agent_and_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEDGER_API_KEY", "tlk_from_env")
    monkeypatch.setenv("LEDGER_AGENT_ID", AGENT)
    monkeypatch.setenv("LEDGER_ENDPOINT", "http://env.ledger.test")
    transport, seen = _recording([httpx.Response(200, json=EMPTY_SESSION)])
    with LedgerClient(http_transport=transport) as client:
        assert client.agent_id == AGENT
        client.get_session("s-1")
    assert seen[0].headers["authorization"] == "Bearer tlk_from_env"
    assert seen[0].url.host == "env.ledger.test"
    assert seen[0].url.params["agent_id"] == AGENT


def test_retries_are_logged_on_the_trace_ledger_logger(caplog: pytest.LogCaptureFixture) -> None:
    transport, _ = _recording([httpx.Response(503), httpx.Response(200, json=EMPTY_SESSION)])
    caplog.set_level(logging.WARNING, logger="trace_ledger")
    with LedgerClient(api_key="k", agent_id=AGENT, endpoint="http://x.test", http_transport=transport, retry=RetryConfig(backoff_ms=(0,))) as client:
        client.get_session("s-1")
    [entry] = caplog.records
    assert (entry.name, entry.levelname, entry.getMessage()) == ("trace_ledger", "WARNING", "getSession failed (server_5xx); retry 1 of 3 in 0 ms")
    assert (getattr(entry, "operation"), getattr(entry, "retry"), getattr(entry, "code")) == ("getSession", 1, "server_5xx")
