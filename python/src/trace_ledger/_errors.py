"""The SDK's exceptions: the hand-written base classes (``_error_base``) and the classes the schema
declares (``_generated/error_classes``), and the class for a code. Which class carries which code is
the schema's call (``_generated/errors.py``, ``x-sdk-class``)."""

from __future__ import annotations

from typing import Any

from ._error_base import (
    AuthError,
    IdempotencyConflictError,
    LedgerError,
    NetworkError,
    NotFoundError,
    RateLimitError,
    ServerError,
    ValidationError,
)
from ._generated import error_classes
from ._generated.errors import ERRORS, STATUS_FALLBACK

# The base classes are re-exported: the SDK's modules import every error from here.
__all__ = [
    "AuthError",
    "IdempotencyConflictError",
    "LedgerError",
    "NetworkError",
    "NotFoundError",
    "RateLimitError",
    "ServerError",
    "ValidationError",
    "error_for",
    "message_of",
    "validation_error",
]

#: Every class a code may name, by name: the base classes and the declared ones.
CLASSES: dict[str, type[LedgerError]] = {
    **{cls.__name__: cls for cls in (ValidationError, AuthError, NotFoundError, RateLimitError, NetworkError, ServerError, IdempotencyConflictError)},
    **{name: getattr(error_classes, name) for name in error_classes.__all__},
}


def _fallback(status: int | None) -> type[LedgerError]:
    """The class of a code this SDK does not know (a newer service's), by the answer's HTTP status."""
    if status is None:
        return LedgerError
    name = STATUS_FALLBACK.get(str(status)) or (STATUS_FALLBACK["5xx"] if status >= 500 else None)
    return CLASSES[name] if name else LedgerError


def error_for(
    code: str,
    message: str,
    details: dict[str, Any] | None = None,
    *,
    status: int | None = None,
    request_id: str | None = None,
) -> LedgerError:
    """The exception for a code; a code this SDK does not know keeps it, in the class its HTTP status falls back to."""
    info = ERRORS.get(code)
    cls = CLASSES[info.sdk_class] if info else _fallback(status)
    return cls(code, message, details, status=status, request_id=request_id)


def message_of(field: str, reason: str) -> str:
    """The message of a ``validation_failed``: the field's JSON Pointer, then the reason."""
    return f"the value {reason}" if field == "" else f"{field} {reason}"


def validation_error(field: str, reason: str) -> ValidationError:
    """``validation_failed`` raised by the SDK itself, before any network contact."""
    return ValidationError("validation_failed", message_of(field, reason), {"field": field, "reason": reason})
