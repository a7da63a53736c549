"""Names for the generated shapes that have none of their own."""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import TypeAdapter

from ._generated.models import StoredRecord2, StoredRecord3, StoredRecord4, StoredRecord5, StoredRecord6, StoredRecord7, StoredRecord8

#: A record as the service returns it (the submitted record plus ``agent_id`` and ``server_ts_utc``), by behaviour.
StoredRecord = Union[StoredRecord2, StoredRecord3, StoredRecord4, StoredRecord5, StoredRecord6, StoredRecord7, StoredRecord8]
_STORED: TypeAdapter[StoredRecord] = TypeAdapter(StoredRecord)

Behavior = Literal["Observing", "Planning", "Thinking", "Acting", "Reflecting", "ToolCalling", "Other"]


def stored_record(value: Any) -> StoredRecord:
    return _STORED.validate_python(value)
