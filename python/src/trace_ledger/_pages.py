"""Following ``GET /v1/sessions/{id}``'s pages into one SessionFetch, for both clients."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ._generated.constants import LIMITS
from ._generated.models import SessionFetch
from ._types import ReadRecord, read_as

#: Sees each page's records as the page arrives, before the next is asked for.
PageCallback = Callable[[list[ReadRecord]], None]


class SessionPages:
    """Asks for the next page (of the most records the service gives in one) while the last one
    named ``next_cursor``; the sync and async clients drive it alike:
    ``while (params := pages.next_params()) is not None: pages.add(...)``."""

    def __init__(self, session_id: str, agent_id: str, on_page: PageCallback | None = None) -> None:
        self._params: dict[str, Any] | None = {"session_id": session_id, "agent_id": agent_id, "limit": LIMITS["session_page_max"]}
        self._records: list[Any] = []
        self._last: SessionFetch | None = None
        self._on_page = on_page

    def next_params(self) -> dict[str, Any] | None:
        return self._params

    def add(self, page: Any) -> None:
        fetched = read_as(SessionFetch, page)
        self._records.extend(fetched.records)
        self._last = fetched
        if self._on_page is not None:
            self._on_page(list(fetched.records))
        # A service from before paging sends no next_cursor: its one page is the whole session.
        cursor = fetched.next_cursor
        self._params = {**self._params, "cursor": cursor} if cursor and self._params is not None else None

    def result(self) -> SessionFetch:
        """Every record of the session; ``closed`` and ``acting_record_id`` as the last page says."""
        if self._last is None:
            raise RuntimeError("SessionPages.result() before any page")
        return self._last.model_copy(update={"records": self._records, "next_cursor": None})
