"""Offline validation of a record against the bundled schema (``_generated/record.schema.json``).

JSON Schema 2020-12 by ``jsonschema``, plus the schema's own ``x-`` keywords, in the order the schema
documents: the record-wide ones first (depth, finite numbers, storable text), then the record's
shape, its ``behavior`` choosing the branch. The first failure is reported as a JSON Pointer and a
reason worded as every SDK words it.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Any, NamedTuple

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError as SchemaError
from jsonschema.protocols import Validator

from ._canonical import canonical_json, es_number, is_non_finite_number, is_unstorable_text, json_size, locate, nests_deeper_than, pointer, utf8_length
from ._generated.constants import PATTERN_REASONS

RECORD_SCHEMA: Mapping[str, Any] = json.loads(resources.files("trace_ledger._generated").joinpath("record.schema.json").read_text("utf-8"))


class FieldError(NamedTuple):
    """Where a value breaks a rule (a JSON Pointer, ``""`` for the value itself) and why."""

    field: str
    reason: str


def _max_bytes(validator: Validator, limit: int, instance: Any, schema: Mapping[str, Any]) -> Iterator[SchemaError]:
    if isinstance(instance, str):
        size = utf8_length(instance)
    elif isinstance(instance, (dict, list)):
        size = json_size(instance)
    else:
        return
    if size > limit:
        yield SchemaError(f"must NOT be longer than {limit} bytes (UTF-8)")


_RecordValidator = validators.extend(Draft202012Validator, {"x-max-bytes": _max_bytes})  # type: ignore[no-untyped-call]


@cache
def _branches() -> dict[str, Validator]:
    """One validator per behaviour: the root's ``oneOf`` branch its ``behavior`` const selects."""
    root = _RecordValidator(RECORD_SCHEMA)
    found: dict[str, Validator] = {}
    for branch in RECORD_SCHEMA["oneOf"]:
        schema = RECORD_SCHEMA["$defs"][branch["$ref"].rsplit("/", 1)[-1]]
        found[schema["properties"]["behavior"]["const"]] = root.evolve(schema=schema)
    return found


def _js(value: Any) -> str:
    """A schema value as JSON.stringify writes it (in reasons)."""
    return canonical_json(value)


def _number(value: Any) -> str:
    return es_number(float(value)) if isinstance(value, float) else str(value)


_BOUNDS = {"minimum": ">=", "maximum": "<=", "exclusiveMinimum": ">", "exclusiveMaximum": "<"}
_UNEXPECTED = re.compile(r"\((.*) (?:was|were) unexpected\)$", re.DOTALL)


def _reason(error: SchemaError) -> str:
    keyword = error.validator
    expected: Any = error.validator_value
    if keyword == "required":
        return "is required"
    if keyword in ("additionalProperties", "unevaluatedProperties"):
        return "is not a known field here"
    if keyword == "type":
        return "must be " + (expected if isinstance(expected, str) else ",".join(expected))
    if keyword == "enum":
        return "must be one of " + ", ".join(_js(v) for v in expected)
    if keyword == "const":
        return "must be " + _js(expected)
    if keyword == "pattern":
        return PATTERN_REASONS.get(expected, f'must match pattern "{expected}"')
    if keyword in _BOUNDS:
        return f"must be {_BOUNDS[str(keyword)]} {_number(expected)}"
    if keyword in ("minLength", "maxLength"):
        return f"must NOT have {'fewer' if keyword == 'minLength' else 'more'} than {expected} characters"
    if keyword in ("minItems", "maxItems"):
        return f"must NOT have {'fewer' if keyword == 'minItems' else 'more'} than {expected} items"
    return str(error.message)


def _named(error: SchemaError) -> str | None:
    """The member a ``required`` or unknown-field error is about: missing, or unknown (first in the object's order)."""
    instance = error.instance
    if not isinstance(instance, dict):
        return None
    if error.validator == "required":
        required: Any = error.validator_value
        return next((name for name in required if name not in instance), None)
    if error.validator in ("additionalProperties", "unevaluatedProperties"):
        match = _UNEXPECTED.search(error.message)
        unknown = set(ast.literal_eval(f"({match.group(1)},)")) if match else set()
        return next((name for name in instance if name in unknown), None)
    return None


def _describe(error: SchemaError) -> FieldError:
    path: list[str | int] = list(error.absolute_path)
    named = _named(error)
    if named is not None:
        path.append(named)
    return FieldError(pointer(path), _reason(error))


def check_record(record: Any) -> FieldError | None:
    """The first rule a record (a JSON value) breaks, or None when the schema accepts it."""
    if nests_deeper_than(record, RECORD_SCHEMA["x-max-depth"]):
        return FieldError("", f"must NOT nest arrays and objects more than {RECORD_SCHEMA['x-max-depth']} levels deep")
    if RECORD_SCHEMA.get("x-finite-numbers") and (at := locate(record, is_non_finite_number)) is not None:
        return FieldError(at, "must be a finite number")
    if RECORD_SCHEMA.get("x-storable-text") and (at := locate(record, is_unstorable_text)) is not None:
        return FieldError(at, "holds a NUL character or an unpaired surrogate, which cannot be stored")
    if not isinstance(record, dict):
        return FieldError("", "must be object")
    if json_size(record) > RECORD_SCHEMA["x-max-bytes"]:
        return FieldError("", f"must NOT be longer than {RECORD_SCHEMA['x-max-bytes']} bytes (UTF-8)")
    behavior = record.get("behavior")
    if "behavior" not in record:
        return FieldError("/behavior", "is required")
    if not isinstance(behavior, str):
        return FieldError("/behavior", "is required and must be a string")
    branch = _branches().get(behavior)
    if branch is None:
        return FieldError("/behavior", f"has an unknown value {_js(behavior)}")
    first = next(iter(branch.iter_errors(record)), None)
    return None if first is None else _describe(first)
