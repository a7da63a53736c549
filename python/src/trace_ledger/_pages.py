"""Following ``GET /v1/sessions/{id}``'s pages into one SessionFetch, for both clients."""

from __future__ import annotations

from typing import Any

from ._generated.constants import LIMITS
from ._generated.models import SessionFetch
from ._types import read_as


class SessionPages:
    """Asks for the next page (of the most records the service gives in one) while the last one
    named ``next_cursor``; the sync and async clients drive it alike:
    ``while (params := pages.next_params()) is not None: pages.add(...)``."""

    def __init__(self, session_id: str, agent_id: str) -> None:
        self._params: dict[str, Any] | None = {"session_id": session_id, "agent_id": agent_id, "limit": LIMITS["session_page_max"]}
        self._records: list[Any] = []
        self._last: dict[str, Any] = {}

    def next_params(self) -> dict[str, Any] | None:
        return self._params

    def add(self, page: Any) -> None:
        self._records.extend(page["records"])
        self._last = page
        cursor = page.get("next_cursor")
        # A service from before paging sends no next_cursor: its one page is the whole session.
        self._params = {**self._params, "cursor": cursor} if cursor and self._params is not None else None

    def result(self) -> SessionFetch:
        """Every record of the session; ``closed`` and ``acting_record_id`` as the last page says."""
        return read_as(SessionFetch, {**self._last, "records": self._records, "next_cursor": None})
