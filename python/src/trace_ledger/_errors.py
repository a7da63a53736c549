"""The SDK's exceptions. Which class carries which code is the schema's call (``_generated/errors.py``,
``x-sdk-class``); this module only defines the classes."""

from __future__ import annotations

from typing import Any

from ._generated.errors import ERRORS


class LedgerError(Exception):
    """Base of every SDK error; branch on the class or on ``code``.

    ``details`` is the service's machine-readable context (``field`` and ``reason`` for
    ``validation_failed``); ``status`` and ``request_id`` are set when the error came from a response.
    """

    def __init__(
        self,
        code: str,
        message: str,
        details: dict[str, Any] | None = None,
        *,
        status: int | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details: dict[str, Any] = dict(details or {})
        self.status = status
        self.request_id = request_id

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}(code={self.code!r}, message={self.message!r}, details={self.details!r}, status={self.status!r})"


class ValidationError(LedgerError):
    """The input breaks the schema or a request rule; ``details["field"]`` is a JSON Pointer."""


class AuthError(LedgerError):
    pass


class NotFoundError(LedgerError):
    pass


class RateLimitError(LedgerError):
    @property
    def retry_after_ms(self) -> int | float | None:
        """How long the service asked to wait, in milliseconds, if it said."""
        wait = self.details.get("retry_after_ms")
        return wait if isinstance(wait, (int, float)) and not isinstance(wait, bool) else None


class NetworkError(LedgerError):
    pass


class ServerError(LedgerError):
    pass


class IdempotencyConflictError(LedgerError):
    pass


_CLASSES: dict[str, type[LedgerError]] = {
    cls.__name__: cls
    for cls in (ValidationError, AuthError, NotFoundError, RateLimitError, NetworkError, ServerError, IdempotencyConflictError)
}

# A class the schema names but this module lacks would surface as the bare base class: refuse to load.
_missing = {info.sdk_class for info in ERRORS.values()} - _CLASSES.keys()
if _missing:  # pragma: no cover - guarded by codegen and the tests
    raise ImportError(f"trace_ledger: the error table names classes this SDK lacks: {sorted(_missing)}")


def error_for(
    code: str,
    message: str,
    details: dict[str, Any] | None = None,
    *,
    status: int | None = None,
    request_id: str | None = None,
) -> LedgerError:
    """The exception for a code; a code this SDK does not know becomes a plain LedgerError that keeps it."""
    info = ERRORS.get(code)
    cls = _CLASSES[info.sdk_class] if info else LedgerError
    return cls(code, message, details, status=status, request_id=request_id)


def message_of(field: str, reason: str) -> str:
    """The message of a ``validation_failed``: the field's JSON Pointer, then the reason."""
    return f"the value {reason}" if field == "" else f"{field} {reason}"


def validation_error(field: str, reason: str) -> ValidationError:
    """``validation_failed`` raised by the SDK itself, before any network contact."""
    return ValidationError("validation_failed", message_of(field, reason), {"field": field, "reason": reason})
