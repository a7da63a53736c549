# generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
"""The error classes schema/errors.schema.json declares (x-sdk-class with x-sdk-parent)."""

from __future__ import annotations

from .._error_base import IdempotencyConflictError

__all__: list[str] = ["ScoreConflictError"]


class ScoreConflictError(IdempotencyConflictError):
    """ScoreConflictError is a IdempotencyConflictError carrying score_id_conflict."""
