"""What the framework integration tests share: the tools their agents call, and a record's ancestors."""

from __future__ import annotations

from typing import Any


def get_weather(city: str) -> str:
    """The weather in a city."""
    return f"sunny in {city}"


def broken_station(city: str) -> str:
    """Always fails."""
    raise RuntimeError(f"no station in {city}")


def ancestors(by_id: dict[str, dict[str, Any]], record: dict[str, Any]) -> list[str]:
    """The record ids above ``record``, nearest first (each parent must be among ``by_id``)."""
    found = []
    while "parent_record_id" in record:
        record = by_id[record["parent_record_id"]]
        found.append(record["record_id"])
    return found
