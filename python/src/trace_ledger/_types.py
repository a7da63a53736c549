"""Names for the generated shapes that have none of their own, and reading answers into models."""

from __future__ import annotations

from typing import Any, Literal, TypeVar, Union

import pydantic
from pydantic import TypeAdapter

from ._errors import LedgerError, NotFoundError, error_for
from ._generated.models import RecordTombstone, StoredRecord2, StoredRecord3, StoredRecord4, StoredRecord5, StoredRecord6, StoredRecord7, StoredRecord8

#: A record as the service returns it (the submitted record plus ``agent_id`` and ``server_ts_utc``), by behaviour.
StoredRecord = Union[StoredRecord2, StoredRecord3, StoredRecord4, StoredRecord5, StoredRecord6, StoredRecord7, StoredRecord8]

Behavior = Literal["Observing", "Planning", "Thinking", "Acting", "Reflecting", "ToolCalling", "Other"]

#: A record as reads return it: the stored record, or the tombstone of an erased one (``is_tombstone``).
ReadRecord = Union[StoredRecord, RecordTombstone]

M = TypeVar("M", bound=pydantic.BaseModel)
_STORED: TypeAdapter[StoredRecord] = TypeAdapter(StoredRecord)


def _unexpected(invalid: pydantic.ValidationError) -> LedgerError:
    """An answer without the documented shape is a ServerError, like a non-JSON answer."""
    first = invalid.errors()[0]
    where = "/" + "/".join(str(part) for part in first["loc"])
    reason = f"the answer does not have the documented shape: {where} {first['msg']}"
    return error_for("server_5xx", reason, {"reason": reason})


def read_as(model: type[M], value: Any) -> M:
    try:
        return model.model_validate(value)
    except pydantic.ValidationError as invalid:
        raise _unexpected(invalid) from invalid


def read_stored_record(value: Any) -> StoredRecord:
    try:
        return _STORED.validate_python(value)
    except pydantic.ValidationError as invalid:
        raise _unexpected(invalid) from invalid


def is_tombstone(read: Any) -> bool:
    """Whether a read gave the tombstone of an erased record rather than the record."""
    return isinstance(read, RecordTombstone)


def tombstone_of(error: BaseException) -> RecordTombstone | None:
    """The tombstone a ``record_erased`` NotFoundError carries (``get_record`` of an erased record), if ``error`` is one."""
    if not isinstance(error, NotFoundError) or error.code != "record_erased" or "tombstone" not in error.details:
        return None
    return read_as(RecordTombstone, error.details["tombstone"])
