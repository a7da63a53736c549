"""Public helpers: identifiers, timestamps and offline validation, all by the bundled schema."""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

from ._errors import ValidationError, message_of
from ._validation import RECORD_SCHEMA, FieldError, check_record, check_score

_RECORD_ID = re.compile(RECORD_SCHEMA["$defs"]["RecordId"]["pattern"])


def new_record_id() -> str:
    """A UUID v4, so a record can be named (as a parent, an upstream) before it is submitted."""
    return str(uuid.uuid4())


def now_epoch_ms() -> int:
    """Epoch milliseconds, as the SDK stamps ``client_ts_utc``."""
    return time.time_ns() // 1_000_000


def is_valid_record_id(value: Any) -> bool:
    """Whether a value is a record id the service accepts (a canonical lowercase UUID v4)."""
    return isinstance(value, str) and _RECORD_ID.search(value) is not None


def validate_record(record: Any) -> None:
    """Validates a complete record (a dict of JSON values) offline by the rules of its own ``schema_version``; raises ValidationError naming the field.

    The code is ``validation_failed``, or ``schema_version_unsupported`` (``details["supported_versions"]``) for a version this SDK does not know.
    """
    _raise(check_record(record))


def validate_score(score: Any) -> None:
    """Validates a complete score (a dict of JSON values) offline by the bundled score schema; raises ValidationError naming the field."""
    _raise(check_score(score))


def _raise(error: FieldError | None) -> None:
    if error is not None:
        raise ValidationError(error.code, error.message or message_of(error.field, error.reason), error.details())
