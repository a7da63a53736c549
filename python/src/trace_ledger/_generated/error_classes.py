# generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
"""The error classes schema/errors.schema.json declares (x-sdk-class with x-sdk-parent)."""

from __future__ import annotations

__all__: list[str] = []
