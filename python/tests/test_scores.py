"""Scores: the shared vectors of score validation (test/vectors/scores.json), what the client sends
and fills, and scores through background delivery."""

from __future__ import annotations

import asyncio
import json
import secrets
from pathlib import Path
from typing import Any

import httpx
import pytest

from trace_ledger import (
    AsyncLedgerClient,
    AuthError,
    FlushResult,
    IdempotencyConflictError,
    InclusionProof,
    LedgerClient,
    NotFoundError,
    ScoreAck,
    ScoreConflictError,
    ScoreError,
    ValidationError,
    VerificationFailed,
    leaf_hash,
    validate_score,
    verify_score,
)
from trace_ledger._generated.constants import LIMITS

from .conftest import REPO, Service, vectors

SCORES = vectors("scores.json")
AGENT = "agt_0123456789abcdef0123456789abcdef"


def score_of(vector: dict[str, Any]) -> Any:
    return json.loads(vector["score_json"]) if "score_json" in vector else vector["score"]


def refuse_all(request: httpx.Request) -> httpx.Response:
    raise AssertionError(f"no request may be sent, got {request.method} {request.url}")


def offline(handler: Any = refuse_all, **options: Any) -> LedgerClient:
    return LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(handler), **options)


@pytest.mark.parametrize("vector", SCORES, ids=[v["name"] for v in SCORES])
def test_score_vector(vector: dict[str, Any]) -> None:
    score = score_of(vector)
    if vector["valid"]:
        validate_score(score)
        return
    with pytest.raises(ValidationError) as raised:
        validate_score(score)
    assert (raised.value.code, raised.value.details["field"]) == (vector["code"], vector["field"])
    if isinstance(score, dict) and "score_id" in score and "client_ts_utc" in score:  # (score fills those)
        # score refuses it locally, with the same error, before any request; a batch keeps it in its slot.
        with offline() as client:
            with pytest.raises(ValidationError) as refused:
                client.score(score)
            assert (refused.value.code, refused.value.details["field"]) == (vector["code"], vector["field"])
            [result] = client.score_batch([score]).results
            assert isinstance(result, ScoreError) and (result.code, result.details and result.details.field) == (vector["code"], vector["field"])


def acking_scores(request: httpx.Request) -> httpx.Response:
    body = json.loads(request.content)
    if request.url.path == "/v1/scores":
        return httpx.Response(201, json={"score_id": body["score_id"], "server_ts_utc": 2, "is_duplicate": False})
    assert request.url.path == "/v1/scores:batch", request.url.path
    results = [
        {"score_id": s["score_id"], "code": "reference_unresolved", "message": "no such session"} if s.get("session_id") == "missing" else {"score_id": s["score_id"], "server_ts_utc": 2, "is_duplicate": False}
        for s in body["scores"]
    ]
    return httpx.Response(200, json={"batch_id": "b", "results": results})


def test_score_fills_its_id_and_time_once_so_a_resend_is_the_same_score() -> None:
    sent: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        return acking_scores(request)

    score: dict[str, Any] = {"session_id": "s-1", "name": "helpfulness", "value": 4, "source": {"kind": "human"}}
    with offline(handler) as client:
        first = client.score(score)
        client.score(score)
    assert isinstance(first, ScoreAck) and first.score_id == score["score_id"] and isinstance(score["client_ts_utc"], int)
    assert sent[0] == sent[1] == score
    assert sent[0]["value"] == 4 and isinstance(sent[0]["value"], int)  # an integer stays one


def test_a_session_scores_itself() -> None:
    sent: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        return acking_scores(request)

    with offline(handler) as client:
        session = client.new_session("s-9")
        session.score("correct", True, source={"kind": "rule", "name": "exact-match"}, judged_checkpoint={"tree_size": 3, "root_hash": "ab" * 32})
        session.score("tone", "warm")
        again = [session.score("tone", "warm", score_id="bbbbbbbb-0000-4000-8000-000000000009").score_id for _ in range(2)]
    assert again == ["bbbbbbbb-0000-4000-8000-000000000009"] * 2
    assert [(s["session_id"], s["name"], s["value"], s["source"]) for s in sent[:2]] == [
        ("s-9", "correct", True, {"kind": "rule", "name": "exact-match"}),
        ("s-9", "tone", "warm", {"kind": "code"}),
    ]
    assert sent[0]["judged_checkpoint"] == {"tree_size": 3, "root_hash": "ab" * 32} and "explanation" not in sent[1]


def test_a_batch_keeps_local_refusals_in_their_slots() -> None:
    with offline(acking_scores) as client:
        good = {"session_id": "s-1", "name": "a", "value": 1, "source": {"kind": "code"}}
        ack = client.score_batch([good, {**good, "name": "Bad"}, {**good, "session_id": "missing"}])
    first, second, third = ack.results
    assert isinstance(first, ScoreAck) and first.score_id == good["score_id"]
    assert isinstance(second, ScoreError) and second.details is not None and second.details.field == "/name"
    assert isinstance(third, ScoreError) and third.code == "reference_unresolved"


def test_the_score_batch_cap_is_the_score_batch_requests_and_a_full_batch_of_large_scores_goes_whole() -> None:
    defs = json.loads((REPO / "schema" / "api.schema.json").read_text())["$defs"]
    assert LIMITS["score_batch_bytes"] == defs["ScoreBatchRequest"]["x-max-bytes"]
    sent: list[int] = []

    def counting(request: httpx.Request) -> httpx.Response:
        sent.append(len(request.content))
        return acking_scores(request)

    large = {"session_id": "s-1", "name": "a", "value": 1, "source": {"kind": "code"}, "explanation": "x" * 4096, "metadata": {"note": "y" * 4080}}
    with offline(counting) as client:
        ack = client.score_batch([dict(large) for _ in range(LIMITS["batch_scores"])])
    assert all(isinstance(result, ScoreAck) for result in ack.results)
    assert len(sent) == 1 and sent[0] <= LIMITS["score_batch_bytes"]


def test_enqueue_score_follows_the_records_it_judges_through_background_delivery(tmp_path: Path) -> None:
    paths: list[str] = []
    refused: list[tuple[str, str]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        paths.append(request.url.path)
        if request.url.path == "/v1/records:batch":
            records = json.loads(request.content)["records"]
            return httpx.Response(200, json={"batch_id": "b", "results": [{"record_id": r["record_id"], "session_id": r["session_id"], "server_ts_utc": 1, "is_duplicate": False} for r in records]})
        return acking_scores(request)

    background = {"linger_ms": 5, "exit_flush_s": 0, "spool_dir": str(tmp_path), "on_error": lambda error, item_id: refused.append((item_id, error.code))}
    with offline(handler, background=background) as client:
        record_id = client.enqueue({"behavior": "Observing", "session_id": "s-1"})
        kept = client.enqueue_score({"session_id": "s-1", "name": "helpfulness", "value": 0.5, "source": {"kind": "llm"}})
        lost = client.enqueue_score({"session_id": "missing", "name": "helpfulness", "value": 0.5, "source": {"kind": "llm"}})
        with pytest.raises(ValidationError):
            client.enqueue_score({"session_id": "s-1", "name": "Bad", "value": 1, "source": {"kind": "llm"}})
        report = client.flush(5)
        assert (report.acked, report.duplicates, report.failed, report.pending) == (2, 0, [], 0)
        assert [(e.score_id, e.code) for e in report.failed_scores] == [(lost, "reference_unresolved")]
        assert refused == [(lost, "reference_unresolved")]
        assert client.stats().acked == 2 and client.stats().failed == 1
        assert kept != lost and record_id
    # One queue: the score follows the record enqueued before it, in a batch of its own kind.
    assert paths == ["/v1/records:batch", "/v1/scores:batch"]
    assert list((tmp_path / AGENT).iterdir()) == []  # one spool, emptied once acknowledged


def test_the_async_client_scores_and_enqueues_scores() -> None:
    async def run() -> tuple[ScoreAck, FlushResult]:
        background = {"linger_ms": 5, "exit_flush_s": 0}
        async with AsyncLedgerClient(api_key="k", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(acking_scores), background=background) as client:
            ack = await client.new_session("s-2").score("helpfulness", 0.25)
            client.enqueue_score({"record_id": "bbbbbbbb-0000-4000-8000-000000000002", "name": "ok", "value": True, "source": {"kind": "code"}})
            return ack, await client.flush(5)

    ack, report = asyncio.run(run())
    assert isinstance(ack, ScoreAck) and report == FlushResult(acked=1)


def _proof_and_note(client: LedgerClient, score_id: str) -> tuple[InclusionProof, str]:
    """The score's proof (asking for it cuts a scores-log checkpoint when none covers the score yet)
    and the scores log's note of the same size."""
    proof = client.get_score_proof(score_id)
    note = client.get_scores_checkpoint()
    size = int(note.split("\n")[1])
    return (proof if proof.tree_size == size else client.get_score_proof(score_id, size)), note


def test_a_granted_scorer_walks_the_queue_scores_a_closed_session_and_anyone_verifies_it(service: Service, api_key: str) -> None:
    agent = LedgerClient.register_agent(api_key=api_key, name=f"scored-{secrets.token_hex(4)}", endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as owner:
        session = owner.new_session()
        session.submit({"behavior": "Observing", "trigger_source": "user", "notes": "asked for a rebalance"})
        session.submit({"behavior": "Acting", "action_type": "rebalance", "target_system": "portfolio"})
        owner.anchor()
        config = owner.create_score_config("helpfulness", "numeric", min=0, max=1, description="0 to 1")
        assert [c.config_id for c in owner.list_score_configs()] == [config.config_id]
        created = httpx.post(f"{service.url}/v1/scorers", headers={"authorization": f"Bearer {service.admin_token}"}, json={"name": "evaluations"})
        assert created.status_code == 201, created.text
        scorer = created.json()
        owner.grant_scorer(scorer["scorer_id"])

    # The scorer's key reads nothing but what it was granted, across agents: no agent to bind to yet.
    with LedgerClient(api_key=scorer["api_key"], endpoint=service.url) as walker:
        queue = walker.get_scoring_queue("helpfulness")
    [entry] = [e for e in queue.sessions if e.session_id == session.id]
    assert entry.agent_id == agent.agent_id

    with LedgerClient(api_key=scorer["api_key"], agent_id=entry.agent_id, endpoint=service.url) as judge:
        fetched = judge.get_session(entry.session_id)
        assert fetched.closed and len(fetched.records) == 2
        judged = judge.get_checkpoint()
        judged_at = {"tree_size": judged.tree_size, "root_hash": judged.root_hash}
        with pytest.raises(ValidationError) as beyond:
            judge.new_session(entry.session_id).score("helpfulness", 2, config_id=config.config_id)
        assert beyond.value.code == "score_out_of_range"
        ack = judge.new_session(entry.session_id).score("helpfulness", 0.9, source={"kind": "llm", "name": "judge"}, config_id=config.config_id, judged_checkpoint=judged_at)
        assert not ack.is_duplicate
        with pytest.raises(AuthError):  # a scorer key never submits records
            judge.submit({"behavior": "Observing", "session_id": entry.session_id})
        stored = judge.get_score(ack.score_id)
        assert stored.scored_by == scorer["scorer_id"] and stored.judged_checkpoint is not None
        # Scores are never edited: another body under the same score_id is refused.
        with pytest.raises(ScoreConflictError) as conflict:
            judge.score({"score_id": ack.score_id, "session_id": entry.session_id, "name": "helpfulness", "value": 0.1, "source": {"kind": "llm"}})
        assert isinstance(conflict.value, IdempotencyConflictError) and conflict.value.code == "score_id_conflict"
        assert [s.score_id for s in judge.get_scores(session_id=entry.session_id).scores] == [ack.score_id]
        assert entry.session_id not in [e.session_id for e in judge.get_scoring_queue("helpfulness").sessions]
        proof, note = _proof_and_note(judge, ack.score_id)

    with LedgerClient(api_key=api_key, endpoint=service.url) as owner_only:  # configs are the owner's, not an agent's
        assert owner_only.archive_score_config(config.config_id).archived
        owner_only.revoke_scorer(scorer["scorer_id"])
        # The service's log key, read once from a source the verifier trusts (here the service itself).
        verifier_key = owner_only.get_log_verifier_key().verifier_key
    assert verifier_key == httpx.get(f"{service.url}/v1/log/verifier-key").json()["verifier_key"]
    with LedgerClient(api_key=scorer["api_key"], agent_id=entry.agent_id, endpoint=service.url) as withdrawn, pytest.raises(NotFoundError):
        withdrawn.get_score(ack.score_id)

    # Anyone, offline: the score, its proof, the scores log's note and the service's verifier key.
    verify_score(stored, proof, note, verifier_key)
    with pytest.raises(VerificationFailed):
        verify_score({**stored.model_dump(mode="json"), "value": 0.1}, proof, note, verifier_key)


def test_the_scores_spool_of_a_crashed_process_is_replayed(tmp_path: Path) -> None:
    def down(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("down")

    background = {"linger_ms": 60_000, "exit_flush_s": 0, "spool_dir": str(tmp_path)}
    crashed = offline(down, background=background)  # never closed: it "crashed"
    record_id = crashed.enqueue({"behavior": "Observing", "session_id": "s-1"})
    ids = [crashed.enqueue_score({"session_id": "s-1", "name": "helpfulness", "value": n, "source": {"kind": "code"}}) for n in range(3)]
    spool = tmp_path / AGENT
    [lock] = [p for p in spool.iterdir() if p.suffix == ".lock"]
    lock.unlink()  # its process is gone, and the kernel dropped its lock: an unlocked lock file stands for that
    lock.write_text("1")

    sent: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        if "records" in body:
            sent.extend(r["record_id"] for r in body["records"])
            return httpx.Response(200, json={"batch_id": "b", "results": [{"record_id": r["record_id"], "session_id": r["session_id"], "server_ts_utc": 1, "is_duplicate": False} for r in body["records"]]})
        sent.extend(s["score_id"] for s in body["scores"])
        return acking_scores(request)

    with offline(handler, background={**background, "linger_ms": 5}) as client:
        report = client.flush(5)
        assert (report.acked, report.failed, report.failed_scores, report.pending) == (4, [], [], 0)
        assert client.stats().replayed == 4
    assert sent == [record_id, *ids]  # the record first, then the scores, as they were queued
    assert list(spool.iterdir()) == []


PROOFS = vectors("score-log-proofs.json")


@pytest.mark.parametrize("vector", PROOFS, ids=[v["name"] for v in PROOFS])
def test_score_log_proof_vector(vector: dict[str, Any]) -> None:
    def verify() -> None:
        verify_score(vector["score"], vector["proof"], vector["checkpoint"], vector["verifier_key"], witnesses=vector.get("witnesses", ()), quorum=vector.get("quorum", 0))

    if vector["valid"]:
        verify()
        assert leaf_hash(vector["score"]) == vector["leaf_hash"]
    else:
        with pytest.raises(VerificationFailed) as refused:
            verify()
        assert (refused.value.code, refused.value.reason) == (vector["code"], vector["reason"])


def test_a_queued_score_follows_the_records_it_judges_to_the_service(service: Service, api_key: str) -> None:
    agent = LedgerClient.register_agent(api_key=api_key, name=f"queued-{secrets.token_hex(4)}", endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, background={"linger_ms": 5, "exit_flush_s": 0}) as client:
        session = client.new_session()
        session.enqueue({"behavior": "Observing", "trigger_source": "user"})
        score_id = client.enqueue_score({"session_id": session.id, "name": "helpfulness", "value": 1, "source": {"kind": "code"}})
        report = client.flush(30)
        assert (report.acked, report.failed, report.failed_scores, report.pending) == (2, [], [], 0)
        assert client.get_score(score_id).session_id == session.id
