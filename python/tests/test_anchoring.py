"""Anchoring: offline verification on published vectors, and end to end against the service for a
custodial and a byow agent (every record verifies against a signed checkpoint, consecutive
checkpoints are consistent, a wrong signer is refused, any change is caught)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
from typing import Any

import pytest

from trace_ledger import (
    AsyncLedgerClient,
    LedgerClient,
    NotFoundError,
    ValidationError,
    VerificationFailed,
    checkpoint_body,
    cosigner_key,
    is_valid_evm_address,
    leaf_hash,
    record_digest,
    recover_personal_signer,
    sign_personal,
    to_checksum_address,
    verify_checkpoint,
    verify_consistency,
    verify_cosignature,
    verify_inclusion,
    verify_note_signature,
    verify_publication,
    verify_record,
    verify_wallet_signature,
)
from trace_ledger._anchoring import _personal_hash

from .conftest import VECTORS, Service, vectors

# web3.js documentation, web3.eth.accounts.sign("Some data", key): the signature every EIP-191
# implementation reproduces (RFC 6979 nonces); the TypeScript and Go SDKs test the same vector.
WEB3_KEY = bytes.fromhex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
WEB3_ADDRESS = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"
WEB3_SIGNATURE = "0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c"


def test_personal_signature_vector() -> None:
    assert "0x" + sign_personal(b"Some data", WEB3_KEY).hex() == WEB3_SIGNATURE
    assert recover_personal_signer(b"Some data", WEB3_SIGNATURE) == WEB3_ADDRESS
    assert recover_personal_signer(b"Some other data", WEB3_SIGNATURE) != WEB3_ADDRESS
    for bad in (WEB3_SIGNATURE[:-2] + "1d", WEB3_SIGNATURE[:-2], "0x" + "00" * 64 + "1b", "0xnothex"):
        assert recover_personal_signer(b"Some data", bad) is None
    assert _personal_hash(b"") != _personal_hash(b"\x00")


def test_checksum_addresses() -> None:
    # EIP-55's own examples.
    for address in ("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"):
        assert to_checksum_address(address.lower()) == address
    with pytest.raises(ValueError):
        to_checksum_address("0x1234")


# ——— RFC 6962: the published vectors, and every proof of their trees ————————————————————————————


def _node(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def _root(leaves: list[bytes]) -> bytes:
    if not leaves:
        return hashlib.sha256(b"").digest()
    if len(leaves) == 1:
        return leaves[0]
    k = 1 << (len(leaves) - 1).bit_length() - 1
    return _node(_root(leaves[:k]), _root(leaves[k:]))


def _path(m: int, leaves: list[bytes]) -> list[bytes]:
    """RFC 6962 §2.1.1 PATH(m, D[n]), the reference the verifier is checked against."""
    if len(leaves) <= 1:
        return []
    k = 1 << (len(leaves) - 1).bit_length() - 1
    return _path(m, leaves[:k]) + [_root(leaves[k:])] if m < k else _path(m - k, leaves[k:]) + [_root(leaves[:k])]


def _subproof(m: int, leaves: list[bytes], whole: bool) -> list[bytes]:
    """RFC 6962 §2.1.2 SUBPROOF(m, D[n], b)."""
    n = len(leaves)
    if m == n:
        return [] if whole else [_root(leaves)]
    k = 1 << (n - 1).bit_length() - 1
    if m <= k:
        return _subproof(m, leaves[:k], whole) + [_root(leaves[k:])]
    return _subproof(m - k, leaves[k:], False) + [_root(leaves[:k])]


RFC6962: dict[str, Any] = json.loads((VECTORS / "merkle" / "rfc6962.json").read_text("utf-8"))


def test_rfc6962_vectors() -> None:
    leaves = [bytes.fromhex(h) for h in RFC6962["leaf_hashes"]]
    for data, expected in zip(RFC6962["leaf_inputs"], leaves):
        assert hashlib.sha256(b"\x00" + bytes.fromhex(data)).digest() == expected
    for size, root in enumerate(RFC6962["root_hashes_by_size"]):
        assert _root(leaves[:size]).hex() == root
    for n in range(1, len(leaves) + 1):
        root = RFC6962["root_hashes_by_size"][n]
        for m in range(n):
            path = [p.hex() for p in _path(m, leaves[:n])]
            assert verify_inclusion(leaves[m].hex(), m, n, path, root)
            if path:
                assert not verify_inclusion(leaves[m].hex(), m, n, path[:-1], root)
                assert not verify_inclusion(leaves[m].hex(), m, n, [*path[:-1], "00" * 32], root)
            other = leaves[(m + 1) % n] if n > 1 else b"\x00" * 32
            assert not verify_inclusion(other.hex(), m, n, path, root)
        for m in range(1, n + 1):
            proof = [p.hex() for p in _subproof(m, leaves[:n], True)]
            first = RFC6962["root_hashes_by_size"][m]
            assert verify_consistency(m, n, proof, first, root)
            if proof:
                assert not verify_consistency(m, n, proof[:-1], first, root)
                assert not verify_consistency(m, n, proof, root if m != n else "00" * 32, first if m != n else root)


def test_checkpoint_body_and_signature() -> None:
    agent, root = "agt_0123456789abcdef0123456789abcdef", "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328"
    body = checkpoint_body(agent, 8, root)
    assert body == f"trace-ledger/{agent}\n8\nXcnaeacGWamtVZy3Ad7ZoqudgjqtL0lgz+Nw7/RgQyg=\n"
    checkpoint = {
        "agent_id": agent,
        "tree_size": 8,
        "root_hash": root,
        "timestamp_ms": 1,
        "body": body,
        "signer_address": WEB3_ADDRESS,
        "signature": "0x" + sign_personal(body.encode(), WEB3_KEY).hex(),
        "note": body,
    }
    assert verify_checkpoint(checkpoint, WEB3_ADDRESS) and verify_checkpoint(checkpoint, WEB3_ADDRESS.lower())
    assert not verify_checkpoint(checkpoint, "0x" + "11" * 20)
    for change in ({"tree_size": 9}, {"root_hash": "00" * 32}, {"body": body + " "}, {"signature": None}, {"agent_id": "agt_" + "f" * 32}):
        assert not verify_checkpoint({**checkpoint, **change}, WEB3_ADDRESS), change


# ——— against the service ————————————————————————————————————————————————————————————————————————


def _signer_of(key: bytes) -> Any:
    return lambda message: sign_personal(message, key)


def _address_of(key: bytes) -> str:
    # The address a signature by the key recovers to.
    recovered = recover_personal_signer(b"address", "0x" + sign_personal(b"address", key).hex())
    assert recovered is not None
    return recovered


@pytest.mark.parametrize("mode", ["custodial", "byow"])
def test_anchoring_end_to_end(service: Service, mode: str) -> None:
    key = secrets.token_bytes(32)
    api_key = service.new_owner(_address_of(key) if mode == "byow" else None)
    agent = LedgerClient.register_agent(api_key=api_key, name=f"anchored-{secrets.token_hex(3)}", endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, signer=_signer_of(key) if mode == "byow" else None) as client:
        with pytest.raises(NotFoundError):
            client.get_checkpoint()
        acks = client.submit_batch([{"behavior": "Observing", "session_id": "anchored", "trigger_source": f"tick-{i}"} for i in range(5)])
        records = [client.get_record(ack.record_id) for ack in acks.results]
        if mode == "byow":
            with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as unsigned:
                with pytest.raises(ValidationError) as missing:
                    unsigned.anchor()
                assert missing.value.code == "signer_not_configured"
        checkpoint = client.anchor()
        assert checkpoint.tree_size == 5 and verify_checkpoint(checkpoint, agent.agent_wallet_address)
        assert client.get_checkpoint() == checkpoint and client.get_checkpoint(5) == checkpoint
        for index, record in enumerate(records):
            assert record.record_id is not None
            proof = client.get_inclusion_proof(record.record_id, checkpoint.tree_size)
            assert proof.leaf_index == index and proof.leaf_hash == leaf_hash(record)
            verify_record(record, proof, checkpoint, agent.agent_wallet_address)
            verify_record(record.model_dump(mode="json"), proof.model_dump(mode="json"), checkpoint.model_dump(mode="json"), agent.agent_wallet_address)

        record = records[2]
        assert record.record_id is not None
        proof = client.get_inclusion_proof(record.record_id)
        raw = record.model_dump(mode="json")
        for changed, pattern in (
            ((dict(raw, trigger_source="tick-x"), proof, checkpoint, agent.agent_wallet_address), "record or its proof was changed"),
            ((raw, dict(proof.model_dump(mode="json"), audit_path=["00" * 32, *[p.root for p in proof.audit_path][1:]]), checkpoint, agent.agent_wallet_address), "record or its proof was changed"),
            ((raw, proof, dict(checkpoint.model_dump(mode="json"), root_hash="00" * 32), agent.agent_wallet_address), "not signed by"),
            ((raw, proof, checkpoint, "0x" + "11" * 20), "not signed by"),
            ((raw, dict(proof.model_dump(mode="json"), tree_size=4), checkpoint, agent.agent_wallet_address), "tree of 4 leaves"),
        ):
            with pytest.raises(VerificationFailed, match=pattern):
                verify_record(*changed)

        late = client.submit({"behavior": "Observing", "session_id": "anchored"})
        with pytest.raises(ValidationError) as pending:
            client.get_inclusion_proof(late.record_id)
        assert (pending.value.code, pending.value.status) == ("not_checkpointed", 409)
        later = client.anchor()
        consistency = client.get_consistency_proof(checkpoint.tree_size, later.tree_size)
        assert verify_consistency(consistency.first, consistency.second, consistency.proof, checkpoint.root_hash, later.root_hash)


def test_a_signature_of_another_wallet_is_refused(service: Service) -> None:
    key, other = secrets.token_bytes(32), secrets.token_bytes(32)
    api_key = service.new_owner(_address_of(key))
    agent = LedgerClient.register_agent(api_key=api_key, name=f"impostor-{secrets.token_hex(3)}", endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, signer=_signer_of(other)) as client:
        client.submit({"behavior": "Observing", "session_id": "impostor"})
        with pytest.raises(ValidationError) as refused:
            client.anchor()
        assert (refused.value.code, refused.value.status) == ("signature_invalid", 422)


def test_the_async_client_anchors_too(service: Service) -> None:
    key = secrets.token_bytes(32)
    api_key = service.new_owner(_address_of(key))
    agent = LedgerClient.register_agent(api_key=api_key, name=f"async-{secrets.token_hex(3)}", endpoint=service.url)

    async def run() -> None:
        async with AsyncLedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, signer=_signer_of(key)) as client:
            ack = await client.submit({"behavior": "Observing", "session_id": "async"})
            checkpoint = await client.anchor()
            proof = await client.get_inclusion_proof(ack.record_id, checkpoint.tree_size)
            verify_record(await client.get_record(ack.record_id), proof, checkpoint, agent.agent_wallet_address)
            assert (await client.get_checkpoint(checkpoint.tree_size)) == checkpoint
            assert (await client.get_consistency_proof(1, 1)).proof == []

    asyncio.run(run())


# ——— the shared anchoring vectors (test/vectors/anchoring.json) ————————————————————————————————

ANCHORING = vectors("anchoring.json")


def _answer(v: dict[str, Any]) -> bool | str | dict[str, str] | None:
    kind = v["kind"]
    if kind == "leaf":
        return f"{record_digest(v['record'])} {leaf_hash(v['record'])}"
    if kind == "inclusion":
        return verify_inclusion(v["leaf"], v["leaf_index"], v["tree_size"], v["audit_path"], v["root"])
    if kind == "consistency":
        return verify_consistency(v["first"], v["second"], v["proof"], v["first_root"], v["second_root"])
    if kind == "checkpoint":
        return verify_checkpoint(v["checkpoint"], v["address"])
    if kind == "publication":
        return verify_publication(v["checkpoint"])
    if kind == "policy":
        p = v["policy"]
        return verify_checkpoint(v["checkpoint"], log_key=p["log_key"], witnesses=p["witnesses"], quorum=p["quorum"])
    if kind == "sign":
        return "0x" + sign_personal(v["message"].encode("utf-8"), bytes.fromhex(v["private_key"])).hex()
    if kind == "note":
        verify = {"log": verify_note_signature, "witness": verify_cosignature, "wallet": verify_wallet_signature}[v["signer"]]
        return verify(v["note"], v["key"])
    if kind == "address":
        return is_valid_evm_address(v["address"])
    if kind == "cosigner_key":
        try:
            return cosigner_key(v["key_name"], bytes.fromhex(v["public_key"]))
        except ValueError:
            return None
    assert kind == "record", kind
    try:
        verify_record(v["record"], v["proof"], v["checkpoint"], v["address"])
    except VerificationFailed as refused:
        return {"code": refused.code, "reason": refused.reason}
    return True


def _expected(v: dict[str, Any]) -> bool | str | dict[str, str] | None:
    if v["kind"] == "cosigner_key":
        return v["key"] if v["key"] is None else str(v["key"])
    if v["kind"] == "leaf":
        return f"{v['record_digest']} {v['leaf_hash']}"
    if v["kind"] == "sign":
        return str(v["signature"])
    if v["kind"] == "record" and not v["valid"]:
        return {"code": v["code"], "reason": v["reason"]}
    return bool(v["valid"])


@pytest.mark.parametrize("vector", ANCHORING, ids=[f"{v['kind']}: {v['name']}" for v in ANCHORING])
def test_anchoring_vector(vector: dict[str, Any]) -> None:
    assert _answer(vector) == _expected(vector)
