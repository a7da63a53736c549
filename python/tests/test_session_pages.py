"""Issue 27, finding 2: get_session follows GET /v1/sessions/{id}'s pages (test/vectors/session-pages.json, read by every SDK)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest

from trace_ledger import AsyncLedgerClient, LedgerClient, LedgerError

from .conftest import VECTORS, vectors

PAGES = vectors("session-pages.json")
PAGE_LIMIT = json.loads((VECTORS / "session-pages.json").read_text("utf-8"))["page_limit"]
AGENT = "agt_0123456789abcdef0123456789abcdef"


class Pages:
    """Answers each request with the vector's next page and remembers the cursor it carried."""

    def __init__(self, vector: dict[str, Any]) -> None:
        self.pages = vector["pages"]
        self.cursors: list[str | None] = []
        self.limits: list[str | None] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        page = self.pages[len(self.cursors)]
        self.cursors.append(request.url.params.get("cursor"))
        self.limits.append(request.url.params.get("limit"))
        return httpx.Response(page["status"], headers={"content-type": "application/json"}, content=page["body"].encode())


def answered_pages(vector: dict[str, Any]) -> list[list[str | None]]:
    """The record ids of each page the vector answers with 200, in order: what on_page sees."""
    return [[record["record_id"] for record in json.loads(page["body"])["records"]] for page in vector["pages"] if page["status"] == 200]


def expected(vector: dict[str, Any]) -> dict[str, Any]:
    return {"error": vector["error"]} if "error" in vector else {"result": vector["result"]}


def test_there_are_vectors() -> None:
    assert len(PAGES) > 3


@pytest.mark.parametrize("vector", PAGES, ids=[v["name"] for v in PAGES])
def test_session_pages(vector: dict[str, Any]) -> None:
    pages = Pages(vector)
    seen: list[list[str | None]] = []
    outcome: dict[str, Any]
    with LedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(pages)) as client:
        try:
            fetched = client.get_session("s-1", on_page=lambda records: seen.append([record.record_id for record in records]))
            outcome = {"result": fetched.model_dump(mode="json", by_alias=True)}
        except LedgerError as error:
            outcome = {"error": error.code}
    assert outcome == expected(vector)
    assert pages.cursors == [page["cursor"] for page in vector["pages"]]
    assert pages.limits == [str(PAGE_LIMIT)] * len(vector["pages"])
    assert seen == answered_pages(vector)


@pytest.mark.parametrize("vector", PAGES, ids=[v["name"] for v in PAGES])
def test_session_pages_async(vector: dict[str, Any]) -> None:
    pages = Pages(vector)
    seen: list[list[str | None]] = []

    async def run() -> dict[str, Any]:
        async with AsyncLedgerClient(api_key="tlk_test", agent_id=AGENT, endpoint="http://ledger.test", http_transport=httpx.MockTransport(pages)) as client:
            try:
                fetched = await client.get_session("s-1", on_page=lambda records: seen.append([record.record_id for record in records]))
                return {"result": fetched.model_dump(mode="json", by_alias=True)}
            except LedgerError as error:
                return {"error": error.code}

    assert asyncio.run(run()) == expected(vector)
    assert pages.cursors == [page["cursor"] for page in vector["pages"]]
    assert pages.limits == [str(PAGE_LIMIT)] * len(vector["pages"])
    assert seen == answered_pages(vector)
