"""Blobs through the Python SDK against the real service: the newcomer's path (a 5 MB document
attached to a Thinking record, read back verified, erased, the record still verifying offline),
the shared digest vectors, a tampered download, and the async client."""

from __future__ import annotations

import asyncio
import base64
import json
import secrets
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from .conftest import VECTORS, Service, vectors
from trace_ledger._blobs import verified, with_attachment
from trace_ledger import AsyncLedgerClient, LedgerClient, NotFoundError, ValidationError, blob_digest, verify_record


def _b64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@pytest.mark.parametrize("vector", vectors("blobs.json"), ids=lambda v: v["name"])
def test_blob_digest_vector(vector: dict[str, Any]) -> None:
    assert blob_digest(_b64(vector["bytes"]), _b64(vector["salt"])) == vector["digest"]


@pytest.mark.parametrize("vector", json.loads((VECTORS / "blobs.json").read_text("utf-8"))["download_checks"], ids=lambda v: v["name"])
def test_download_check_vector(vector: dict[str, Any]) -> None:
    ref = {"digest": vector["digest"]} if vector["size_bytes"] is None else {"digest": vector["digest"], "size_bytes": vector["size_bytes"]}
    answer = (_b64(vector["bytes"]), {"ledger-blob-salt": vector["salt"]})
    if vector["error"] is None:
        assert verified(ref, answer) == answer[0]
        return
    with pytest.raises(ValidationError) as mismatch:
        verified(ref, answer)
    assert mismatch.value.code == "digest_mismatch" and mismatch.value.details["field"] == vector["error"]


@pytest.mark.parametrize("vector", json.loads((VECTORS / "blobs.json").read_text("utf-8"))["attach_versions"], ids=lambda v: str(v["schema_version"]))
def test_attach_version_vector(vector: dict[str, Any]) -> None:
    ref = {"digest": "sha256:" + "0" * 64, "size_bytes": 1, "media_type": "text/plain", "uri": "/x"}
    record: dict[str, Any] = {"behavior": "Thinking", "session_id": "s"}
    if vector["schema_version"] is not None:
        record["schema_version"] = vector["schema_version"]
    updated = with_attachment(record, ref)
    assert updated["attachments"] == [ref]
    assert updated.get("schema_version", None) == vector["attached"]
    assert ("schema_version" in updated) == (vector["attached"] is not None)


def _client(service: Service, **options: Any) -> tuple[LedgerClient, str]:
    api_key = service.new_owner()
    agent = LedgerClient.register_agent(api_key=api_key, name=f"blobs-{secrets.token_hex(3)}", endpoint=service.url)
    return LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, **options), agent.agent_wallet_address


def test_attach_read_erase_and_verify(service: Service) -> None:
    client, address = _client(service)
    with client:
        document = secrets.token_bytes(5 * 1024 * 1024)
        record = client.attach({"behavior": "Thinking", "session_id": "blobs", "prompt": "Summarise the attached report.", "output_payload": "A summary."}, "prompt", document, "application/pdf")
        [ref] = record["attachments"]
        assert ref["size_bytes"] == len(document) and ref["media_type"] == "application/pdf" and ref["field"] == "prompt"
        assert ref["digest"] != blob_digest(document)  # salted
        ack = client.submit(record)
        stored = client.get_record(ack.record_id)
        assert client.get_blob(ref) == document

        client.delete_blob(ref)
        with pytest.raises(NotFoundError) as erased:
            client.get_blob(ref)
        assert erased.value.code == "blob_erased" and isinstance(erased.value.details["erased_at_ms"], int)

        checkpoint = client.anchor()
        proof = client.get_inclusion_proof(ack.record_id, checkpoint.tree_size)
        verify_record(client.get_record(ack.record_id), proof, checkpoint, address)
        assert client.get_record(ack.record_id) == stored


def test_text_and_unsalted_content(service: Service) -> None:
    client, _ = _client(service)
    with client:
        text = client.put_blob("héllo")
        assert (text["size_bytes"], text["media_type"]) == (6, "text/plain; charset=utf-8")
        assert client.get_blob(text).decode("utf-8") == "héllo"
        public = client.put_blob(b"\x01\x02\x03", salt=b"")
        assert public["digest"] == blob_digest(b"\x01\x02\x03")
        with pytest.raises(ValidationError) as bad:
            client.put_blob(b"x", salt=b"short")
        assert bad.value.details["field"] == "salt"


class Rewriting(httpx.BaseTransport):
    """Passes every blob download through ``change(data, headers)``, as a faulty or lying proxy or store would."""

    def __init__(self, change: Callable[[bytes, dict[str, str]], bytes]) -> None:
        self._inner = httpx.HTTPTransport()
        self._change = change

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self._inner.handle_request(request)
        if request.method != "GET" or "/blobs/" not in request.url.path or response.status_code != 200:
            return response
        headers = {k: v for k, v in response.headers.items() if k != "content-length"}
        data = self._change(response.read(), headers)
        return httpx.Response(200, headers=headers, content=data)


def _tamper(data: bytes, _headers: dict[str, str]) -> bytes:
    """One byte changed."""
    return bytes([data[0] ^ 1]) + data[1:]


def _shift(data: bytes, headers: dict[str, str]) -> bytes:
    """The first 39 bytes moved into the salt header: SHA-256(salt || bytes) is the same for every
    split, so only the salt's length and the size tell."""
    salt = _b64(headers["ledger-blob-salt"]) + data[:39]
    headers["ledger-blob-salt"] = base64.urlsafe_b64encode(salt).decode().rstrip("=")
    return data[39:]


def test_a_tampered_download_raises_digest_mismatch(service: Service) -> None:
    client, _ = _client(service, http_transport=Rewriting(_tamper))
    with client:
        ref = client.put_blob("the real content")
        with pytest.raises(ValidationError) as mismatch:
            client.get_blob(ref)
        assert mismatch.value.code == "digest_mismatch"


def test_a_download_whose_first_bytes_moved_into_the_salt_raises_digest_mismatch(service: Service) -> None:
    client, _ = _client(service, http_transport=Rewriting(_shift))
    with client:
        for salt in (None, b""):
            ref = client.put_blob("The opening paragraph that the service keeps back, then the rest of the document.", salt=salt)
            with pytest.raises(ValidationError) as mismatch:
                client.get_blob(ref)
            assert mismatch.value.code == "digest_mismatch"


def test_the_async_client_handles_blobs_too(service: Service) -> None:
    api_key = service.new_owner()
    agent = LedgerClient.register_agent(api_key=api_key, name=f"async-blobs-{secrets.token_hex(3)}", endpoint=service.url)

    async def run() -> None:
        async with AsyncLedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url) as client:
            record = await client.attach({"behavior": "Thinking", "session_id": "async-blobs", "prompt": "p", "output_payload": "o"}, "output_payload", "the full output")
            await client.submit(record)
            assert await client.get_blob(record["attachments"][0]) == b"the full output"
            await client.delete_blob(record["attachments"][0])
            with pytest.raises(NotFoundError):
                await client.get_blob(record["attachments"][0])

    asyncio.run(run())
