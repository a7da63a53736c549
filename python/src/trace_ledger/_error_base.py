"""The SDK's base exceptions, written by hand (their members differ). Which class carries which code
is the schema's call (``_generated/errors.py``, ``x-sdk-class``); classes the schema declares with a
parent are generated (``_generated/error_classes.py``); ``_errors`` joins them."""

from __future__ import annotations

from typing import Any


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
