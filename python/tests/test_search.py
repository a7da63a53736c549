"""search_records over the shared search vectors (test/vectors/search.json), against the real
service, sync and async: the TypeScript and Go SDKs run the same file."""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Any

import pytest

from trace_ledger import AsyncLedgerClient, LedgerClient, ValidationError

from .conftest import VECTORS, Service

SEARCH = json.loads((VECTORS / "search.json").read_text("utf-8"))


@pytest.fixture(scope="module")
def agent(service: Service) -> tuple[str, str, dict[str, str]]:
    """A fresh agent holding the vectors' records; its key, id, and record id → key."""
    api_key = service.new_owner()
    created = LedgerClient.register_agent(api_key=api_key, name=f"search-{secrets.token_hex(4)}", endpoint=service.url)
    keys: dict[str, str] = {}
    with LedgerClient(api_key=api_key, agent_id=created.agent_id, endpoint=service.url) as client:
        for entry in SEARCH["records"]:
            keys[client.submit(dict(entry["record"])).record_id] = entry["key"]
    return api_key, created.agent_id, keys


def _found(pages: list[Any], keys: dict[str, str]) -> list[str]:
    return [keys[record.record_id] for page in pages for record in page.records]


@pytest.mark.parametrize("vector", SEARCH["vectors"], ids=lambda vector: vector["name"])
def test_search_records(vector: dict[str, Any], service: Service, agent: tuple[str, str, dict[str, str]]) -> None:
    api_key, agent_id, keys = agent
    with LedgerClient(api_key=api_key, agent_id=agent_id, endpoint=service.url) as client:
        if "error" in vector:
            with pytest.raises(ValidationError) as raised:
                client.search_records(**vector["query"])
            assert {"code": raised.value.code, "field": raised.value.details.get("field")} == vector["error"]
            return
        pages = [client.search_records(**vector["query"])]
        while vector.get("page_through") and pages[-1].next_cursor:
            pages.append(client.search_records(**vector["query"], cursor=pages[-1].next_cursor))
        assert _found(pages, keys) == vector["expect"]
        assert pages[-1].next_cursor is None


def test_the_async_client_searches_alike(service: Service, agent: tuple[str, str, dict[str, str]]) -> None:
    api_key, agent_id, keys = agent

    async def run() -> list[list[str]]:
        async with AsyncLedgerClient(api_key=api_key, agent_id=agent_id, endpoint=service.url) as client:
            vectors = [vector for vector in SEARCH["vectors"] if "expect" in vector and not vector.get("page_through")]
            return [_found([await client.search_records(**vector["query"])], keys) for vector in vectors]

    expected = [vector["expect"] for vector in SEARCH["vectors"] if "expect" in vector and not vector.get("page_through")]
    assert asyncio.run(run()) == expected
