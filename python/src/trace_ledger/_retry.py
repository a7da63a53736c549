"""When a failed attempt is tried again, and how long to wait first."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from ._errors import LedgerError, validation_error
from ._generated.errors import ERRORS


def is_wait(value: Any) -> TypeGuard[int | float]:
    """A number of milliseconds to wait: finite, not negative."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0


@dataclass(frozen=True)
class RetryConfig:
    """``attempts``: how many retries may follow the first try (0: none).
    ``backoff_ms[i]``: the wait before retry i+1, in milliseconds; the last value repeats."""

    attempts: int = 3
    backoff_ms: Sequence[float] = (500, 1000, 2000)

    def __post_init__(self) -> None:
        if not isinstance(self.attempts, int) or isinstance(self.attempts, bool) or self.attempts < 0:
            raise validation_error("retry.attempts", "must be a non-negative integer")
        if isinstance(self.backoff_ms, (str, bytes)) or not isinstance(self.backoff_ms, Sequence):
            raise validation_error("retry.backoff_ms", "must be a non-empty sequence of non-negative numbers")
        if len(self.backoff_ms) == 0 or not all(is_wait(ms) for ms in self.backoff_ms):
            raise validation_error("retry.backoff_ms", "must be a non-empty sequence of non-negative numbers")
        object.__setattr__(self, "backoff_ms", tuple(self.backoff_ms))


#: What the clients take as ``retry``: a RetryConfig, a dict of its fields, or None (the defaults).
RetryOption = RetryConfig | Mapping[str, Any] | None


def retry_config(value: RetryConfig | Mapping[str, Any] | None) -> RetryConfig:
    if value is None:
        return RetryConfig()
    if isinstance(value, RetryConfig):
        return value
    if isinstance(value, Mapping):
        unknown = set(value) - {"attempts", "backoff_ms"}
        if unknown:
            raise validation_error("retry", f"has unknown keys {sorted(unknown)}: use attempts and backoff_ms")
        return RetryConfig(**value)
    raise validation_error("retry", "must be a RetryConfig or a dict with attempts and backoff_ms")


def is_retryable(error: LedgerError) -> bool:
    """Whether the failed attempt is tried again: the code says so (x-retry in schema/errors.schema.json),
    not its status; a code this SDK does not know is not retried."""
    info = ERRORS.get(error.code)
    retry = info.retry if info is not None else False
    return retry is True or (isinstance(retry, tuple) and error.status in retry)


def delay_ms(config: RetryConfig, retry: int, error: LedgerError) -> float:
    """The wait before retry number ``retry`` (0-based): the backoff, or longer when the service asked for it."""
    backoff = config.backoff_ms[min(retry, len(config.backoff_ms) - 1)]
    asked = error.details.get("retry_after_ms")
    return max(backoff, asked) if is_wait(asked) else backoff
