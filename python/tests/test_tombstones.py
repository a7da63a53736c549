"""Issue 38: erased records as the Python SDK reads them, by the shared vectors
(test/vectors/tombstones.json, read by every SDK): read_record gives the tombstone as a value,
get_record raises record_erased carrying it, delete_record and delete_session answer what they
erased, and a session holds the tombstone in its place."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from trace_ledger import AsyncLedgerClient, LedgerClient, LedgerError, RecordTombstone, VerificationFailed, is_tombstone, leaf_hash_of_digest, tombstone_of, verify_tombstone

from .conftest import vectors

TOMBSTONES = vectors("tombstones.json")
AGENT = "agt_0123456789abcdef0123456789abcdef"


def expected(vector: dict[str, Any]) -> dict[str, Any]:
    if "error" in vector:
        return {"error": vector["error"], **({"tombstone": vector["tombstone"]} if "tombstone" in vector else {})}
    return {"result": vector["result"]}


def as_read(value: Any) -> dict[str, Any]:
    if is_tombstone(value):
        return {"erased": True, "tombstone": value.model_dump(mode="json", by_alias=True)}
    return {"erased": False, "record_id": value.record_id}


class Answer:
    """Answers the one request with the vector's response and remembers it."""

    def __init__(self, vector: dict[str, Any]) -> None:
        self.vector = vector
        self.sent: list[tuple[str, str]] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.sent.append((request.method, request.url.path))
        return httpx.Response(self.vector["status"], headers={"content-type": "application/json"}, content=self.vector["body"].encode())


def outcome_of(run: Any) -> dict[str, Any]:
    try:
        return {"result": run()}
    except LedgerError as error:
        tombstone = tombstone_of(error)
        return {"error": error.code, **({"tombstone": tombstone.model_dump(mode="json", by_alias=True)} if tombstone else {})}


def test_there_are_vectors() -> None:
    assert len(TOMBSTONES) > 5


def sync_op(client: LedgerClient, vector: dict[str, Any]) -> dict[str, Any]:
    op, ident = vector["op"], vector["id"]
    if op == "readRecord":
        return as_read(client.read_record(ident))
    if op == "getRecord":
        return as_read(client.get_record(ident))
    if op == "deleteRecord":
        return as_read(client.delete_record(ident))
    if op == "deleteSession":
        return {"session_erasure": client.delete_session(ident).model_dump(mode="json", by_alias=True)}
    records = client.get_session(ident).records
    return {"erased": [is_tombstone(record) for record in records], "record_ids": [record.record_id for record in records]}


@pytest.mark.parametrize("vector", TOMBSTONES, ids=[v["name"] for v in TOMBSTONES])
def test_tombstones(vector: dict[str, Any]) -> None:
    answer = Answer(vector)
    with LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(answer)) as client:
        assert outcome_of(lambda: sync_op(client, vector)) == expected(vector)
    assert answer.sent == [(vector["method"], vector["path"])]


@pytest.mark.parametrize("vector", [v for v in TOMBSTONES if v["op"] in ("readRecord", "getRecord", "deleteRecord")], ids=lambda v: v["name"])
def test_tombstones_async(vector: dict[str, Any]) -> None:
    answer = Answer(vector)

    async def run() -> dict[str, Any]:
        async with AsyncLedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(answer)) as client:
            read = {"readRecord": client.read_record, "getRecord": client.get_record, "deleteRecord": client.delete_record}[vector["op"]]
            try:
                return {"result": as_read(await read(vector["id"]))}
            except LedgerError as error:
                tombstone = tombstone_of(error)
                return {"error": error.code, **({"tombstone": tombstone.model_dump(mode="json", by_alias=True)} if tombstone else {})}

    assert asyncio.run(run()) == expected(vector)


PROOFS = vectors("tombstone-proofs.json")


@pytest.mark.parametrize("vector", PROOFS, ids=[v["name"] for v in PROOFS])
def test_tombstone_proof_vector(vector: dict[str, Any]) -> None:
    """test/vectors/tombstone-proofs.json, as the TypeScript and Go SDKs read it: an erased record's
    digest verifies against its record's proof and signed checkpoint; each changed case is refused
    with its code and reason."""

    def verify() -> None:
        verify_tombstone(vector["tombstone"], vector["proof"], vector["checkpoint"], vector["address"])

    if vector["valid"]:
        verify()
    else:
        with pytest.raises(VerificationFailed) as refused:
            verify()
        assert (refused.value.code, refused.value.reason) == (vector["code"], vector["reason"])


def test_a_tombstone_read_as_a_model_verifies_as_its_json() -> None:
    valid = next(v for v in PROOFS if v["valid"])
    verify_tombstone(RecordTombstone.model_validate(valid["tombstone"]), valid["proof"], valid["checkpoint"], valid["address"])
    assert leaf_hash_of_digest(valid["tombstone"]["digest"]) == valid["proof"]["leaf_hash"]
    assert leaf_hash_of_digest("not hex") is None
