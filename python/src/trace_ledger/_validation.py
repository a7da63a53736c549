"""Offline validation of a record by the rules of its own ``schema_version``.

The package ships the schema of every supported version (``_generated/schemas/<version>/record.schema.json``).
The version is decided first: one this SDK does not support is ``schema_version_unsupported`` (an
empty one names none: the current rules refuse it as ``validation_failed``). Then JSON Schema
2020-12 by ``jsonschema``, plus the schema's own ``x-`` keywords, in the order the schema documents:
the record-wide ones first (depth, finite numbers, storable text), then the record's shape, its
``behavior`` choosing the branch. The first failure is reported as a JSON Pointer and a
reason worded as every SDK words it. A valid record is settled first by the generated fast pass
(``_generated/fast_check.py``), which may only say "valid"; otherwise the rules run as above.
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

from ._canonical import NON_FINITE, TOO_DEEP, UNSTORABLE, canonical_json, es_number, is_non_finite_number, is_unstorable_text, json_size, locate, pointer, scan_wide, utf8_length
from ._generated.constants import PATTERN_REASONS, SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS
from ._generated.fast_check import FAST_RECORD_CHECKS


@cache
def schema_of(version: str) -> Mapping[str, Any]:
    """The record schema of a supported version, as the package ships it."""
    text = resources.files("trace_ledger._generated").joinpath("schemas").joinpath(version).joinpath("record.schema.json").read_text("utf-8")
    schema: Mapping[str, Any] = json.loads(text)
    return schema


RECORD_SCHEMA: Mapping[str, Any] = schema_of(SCHEMA_VERSION)


class FieldError(NamedTuple):
    """Where a value breaks a rule (a JSON Pointer, ``""`` for the value itself) and why, and the error code."""

    field: str
    reason: str
    code: str = "validation_failed"
    #: The message, when the code words it otherwise than ``<field> <reason>``.
    message: str | None = None

    def details(self) -> dict[str, Any]:
        found: dict[str, Any] = {"field": self.field, "reason": self.reason}
        if self.code == "schema_version_unsupported":
            found["supported_versions"] = list(SUPPORTED_SCHEMA_VERSIONS)
        return found


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
def _branches(version: str) -> dict[str, Validator]:
    """One validator per behaviour of a version: the root's ``oneOf`` branch its ``behavior`` const selects."""
    record_schema = schema_of(version)
    root = _RecordValidator(record_schema)
    found: dict[str, Validator] = {}
    for branch in record_schema["oneOf"]:
        schema = record_schema["$defs"][branch["$ref"].rsplit("/", 1)[-1]]
        found[schema["properties"]["behavior"]["const"]] = root.evolve(schema=schema)
    return found


def _js(value: Any) -> str:
    """A schema value as JSON.stringify writes it (in reasons)."""
    return canonical_json(value)


def _given_version(version: Any) -> str:
    """A version as given; an object or array by its kind only (it may nest past the recursion limit)."""
    if isinstance(version, list):
        return "(an array)"
    if isinstance(version, dict):
        return "(an object)"
    return _js(version)


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
    if keyword == "not":
        return "must NOT be valid"
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


def _check_wide(value: Any, schema: Mapping[str, Any]) -> FieldError | None:
    """The document-wide keywords of a record or score schema (depth, finite numbers, storable text),
    in one walk that also bounds the canonical size from above; then that it is an object within its size."""
    bound = scan_wide(value, schema["x-max-depth"], bool(schema.get("x-finite-numbers")), bool(schema.get("x-storable-text")))
    if bound == TOO_DEEP:
        return FieldError("", f"must NOT nest arrays and objects more than {schema['x-max-depth']} levels deep")
    if bound == NON_FINITE:
        return FieldError(locate(value, is_non_finite_number) or "", "must be a finite number")
    if bound == UNSTORABLE:
        return FieldError(locate(value, is_unstorable_text) or "", "holds a NUL character or an unpaired surrogate, which cannot be stored")
    if not isinstance(value, dict):
        return FieldError("", "must be object")
    if bound > schema["x-max-bytes"] and json_size(value) > schema["x-max-bytes"]:
        return FieldError("", f"must NOT be longer than {schema['x-max-bytes']} bytes (UTF-8)")
    return None


def check_record(record: Any) -> FieldError | None:
    """The first rule a record (a JSON value) breaks under its own ``schema_version``, or None when that version's schema accepts it.

    A record without ``schema_version``, with an empty one (the specification: "non-empty", so ``validation_failed``), or not a
    dict is judged by the current version, which names what is wrong.
    """
    version = record.get("schema_version") if isinstance(record, dict) and "schema_version" in record else ""
    if version == "":
        version = SCHEMA_VERSION
    if not isinstance(version, str) or version not in SUPPORTED_SCHEMA_VERSIONS:
        supported = ", ".join(SUPPORTED_SCHEMA_VERSIONS)
        return FieldError("/schema_version", "is not supported", "schema_version_unsupported", f"schema_version {_given_version(version)} is not supported (supported: {supported})")
    # The fast pass (generated from the schema): True only where the full path below accepts.
    if FAST_RECORD_CHECKS[version](record):
        return None
    return judge_record(record, version)


def judge_record(record: Any, version: str) -> FieldError | None:
    """The full path of ``check_record`` under a supported ``version``: the record-wide keywords, then
    jsonschema by the branch ``behavior`` selects, naming the first rule broken."""
    schema = schema_of(version)
    wide = _check_wide(record, schema)
    if wide is not None:
        return wide
    behavior = record.get("behavior")
    if "behavior" not in record:
        return FieldError("/behavior", "is required")
    if not isinstance(behavior, str):
        return FieldError("/behavior", "is required and must be a string")
    validator = _branches(version).get(behavior)
    if validator is None:
        return FieldError("/behavior", f"has an unknown value {_js(behavior)}")
    first = next(iter(validator.iter_errors(record)), None)
    return None if first is None else _describe(first)


@cache
def score_schema() -> Mapping[str, Any]:
    """The score schema, as the package ships it."""
    text = resources.files("trace_ledger._generated").joinpath("schemas").joinpath("score.schema.json").read_text("utf-8")
    schema: Mapping[str, Any] = json.loads(text)
    return schema


@cache
def _score_validator() -> Validator:
    return _RecordValidator(score_schema())  # type: ignore[no-any-return]


#: The order Ajv, the TypeScript reference, checks a schema's keywords in: those of any type
#: (``oneOf`` among them) before those of objects, whatever the schema's own order.
_AJV_ORDER = {
    keyword: rank
    for rank, keyword in enumerate(
        ("type", "$ref", "const", "enum", "not", "anyOf", "oneOf", "allOf", "if", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum")
        + ("multipleOf", "pattern", "format", "minLength", "maxLength", "maxItems", "minItems", "uniqueItems", "prefixItems", "items", "contains")
        + ("maxProperties", "minProperties", "required", "propertyNames", "additionalProperties", "dependencies", "properties", "patternProperties", "x-max-bytes")
    )
}


def _keyword(error: SchemaError, depth: int) -> str:
    path = list(error.relative_schema_path)
    return str(path[depth]) if len(path) > depth else ""


def _first(errors: list[SchemaError], depth: int = 0) -> SchemaError | None:
    """The error the reference reports first: by the keyword of the schema at hand (``depth`` into
    each error's schema path) in Ajv's order; inside a failed ``oneOf``, its first branch's first
    error (Ajv lists the branches' errors before its own)."""
    ranked = sorted(errors, key=lambda error: _AJV_ORDER.get(_keyword(error, depth), len(_AJV_ORDER)))
    if not ranked:
        return None
    first = ranked[0]
    if first.validator == "oneOf" and first.context:
        branch = min(int(error.relative_schema_path[0]) for error in first.context)
        return _first([error for error in first.context if int(error.relative_schema_path[0]) == branch], 1)
    return first


def check_score(score: Any) -> FieldError | None:
    """The first rule a score (a JSON value) breaks under the score schema, or None when it accepts it."""
    schema = score_schema()
    wide = _check_wide(score, schema)
    if wide is not None:
        return wide
    first = _first(list(_score_validator().iter_errors(score)))
    return None if first is None else _describe(first)
