"""Validation's fast pass (_generated/fast_check.py, printed from codegen/fast-plan.ts) against the
full path (the record-wide keywords and jsonschema), and scan_wide's size bound against json_size,
over the shared vectors' records and mutations of the valid ones: every member replaced by values
at and across each rule's edges, removed, or joined by a member of another behaviour."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest

from trace_ledger import SUPPORTED_SCHEMA_VERSIONS
from trace_ledger._canonical import json_size, scan_wide
from trace_ledger._generated.fast_check import FAST_RECORD_CHECKS
from trace_ledger._validation import _branches, judge_record, schema_of

from .conftest import vectors

RECORDS = vectors("records.json")


def _record(vector: dict[str, Any]) -> Any:
    return json.loads(vector["record_json"]) if "record_json" in vector else vector["record"]


def _keywords(schema: Any, found: dict[str, set[Any]]) -> dict[str, set[Any]]:
    if isinstance(schema, dict):
        for keyword, value in schema.items():
            if keyword in ("const", "x-max-bytes", "maxLength", "minLength", "maxItems", "minimum", "maximum", "exclusiveMinimum"):
                found.setdefault(keyword, set()).add(value)
            elif keyword == "enum":
                found.setdefault("const", set()).update(value)
            elif keyword == "properties":
                found.setdefault("names", set()).update(value)
            _keywords(value, found)
    elif isinstance(schema, list):
        for item in schema:
            _keywords(item, found)
    return found


def _candidates(version: str) -> list[Any]:
    """Values of every JSON type, and each bound of the version's schema, on it and one past it."""
    rules = _keywords(schema_of(version), {})
    values: list[Any] = [None, True, False, 0, -1, 1, 0.5, -0.5, 2.0, 2**53, 2**53 + 1, "", "x", "é", [], ["x"], {}, {"a": 1}, [{"kind": "memory"}]]
    values += ["\x01" * 9, {"\x01" * 20: 0}, {"\x1f" * 9: "\x1f", "😀": ["é", 1e300, -0.0, 2**70]}]  # every character escaped: the size bound's worst case
    values += ["0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a", "0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A", "sha256:" + "ab" * 32, "sha256:" + "ab" * 31]
    values += sorted(rules["const"])
    for n in sorted(rules["x-max-bytes"]):
        values += ["a" * n, "a" * (n + 1), "é" * (n // 2), "é" * (n // 2 + 1), {"k": "a" * (n - 8)}, {"k": "a" * (n - 7)}]
    for n in sorted(rules["maxLength"] | rules["minLength"]):
        values += ["😀" * n, "😀" * (n + 1)]
    for n in sorted(rules["maxItems"]):
        values += [["tag"] * n, ["tag"] * (n + 1)]
    for n in sorted(rules["minimum"] | rules["maximum"] | rules["exclusiveMinimum"]):
        values += [n, n - 1, n + 1, float(n)]
    return values


def _mutations(record: dict[str, Any], version: str) -> Iterator[Any]:
    names = sorted(_keywords(schema_of(version), {})["names"])
    candidates = _candidates(version)

    def spots(value: Any, path: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
        if len(path) > 3:  # the schemas' rules end there; deeper is free-form content
            return
        if isinstance(value, dict):
            for name, member in value.items():
                yield (*path, name)
                yield from spots(member, (*path, name))
        elif isinstance(value, list):
            for i, item in enumerate(value[:2]):
                yield (*path, i)
                yield from spots(item, (*path, i))

    def at(value: Any, path: tuple[Any, ...]) -> Any:
        for part in path:
            value = value[part]
        return value

    for path in spots(record, ()):
        for candidate in candidates:
            mutated = copy.deepcopy(record)
            at(mutated, path[:-1])[path[-1]] = candidate
            yield mutated
        mutated = copy.deepcopy(record)
        del at(mutated, path[:-1])[path[-1]]
        yield mutated
    for container in [()] + [path for path in spots(record, ()) if isinstance(at(record, path), dict)]:
        for name in names + ["unknown"]:
            mutated = copy.deepcopy(record)
            at(mutated, container).setdefault(name, "x")
            yield mutated


def _judged(records: list[Any]) -> Iterator[tuple[str, Any]]:
    for record in records:
        version = record.get("schema_version") if isinstance(record, dict) else None
        if version in SUPPORTED_SCHEMA_VERSIONS and isinstance(record.get("behavior"), str) and record["behavior"] in _branches(version):
            yield version, record


def _fullest() -> list[tuple[str, dict[str, Any]]]:
    """The valid record of each version and behaviour with the most members (of those, the
    shortest): every spot mutated costs a jsonschema run."""
    found: dict[tuple[str, str], dict[str, Any]] = {}

    def size(record: dict[str, Any]) -> tuple[int, int]:
        return -len(record), len(json.dumps(record))

    for version, record in _judged([_record(vector) for vector in RECORDS if vector["valid"]]):
        key = (version, record["behavior"])
        if key not in found or size(record) < size(found[key]):
            found[key] = record
    return [(version, record) for (version, _), record in sorted(found.items())]


VALID = _fullest()


def test_every_supported_version_has_a_fast_pass() -> None:
    assert sorted(FAST_RECORD_CHECKS) == sorted(SUPPORTED_SCHEMA_VERSIONS)


def test_the_vectors_get_the_full_paths_verdict() -> None:
    for vector in RECORDS:
        record, version = _record(vector), vector["judged_under"]
        if version is not None:
            assert FAST_RECORD_CHECKS[version](record) == (judge_record(record, version) is None), vector["name"]


@pytest.mark.parametrize("version,record", VALID, ids=[f"{v}-{r['behavior']}" for v, r in VALID])
def test_mutations_get_the_full_paths_verdict(version: str, record: dict[str, Any]) -> None:
    # Exact both ways on these schemas: no member is evaluated only through `if`, where the fast
    # pass would refuse (and leave the verdict to the full path) while jsonschema accepts.
    accepted = refused = 0
    for mutated in _mutations(record, version):
        verdict = judge_record(mutated, version) is None
        assert FAST_RECORD_CHECKS[version](mutated) == verdict, mutated
        accepted, refused = accepted + verdict, refused + (not verdict)
        bound = scan_wide(mutated, 64, True, True)
        assert bound < 0 or bound >= json_size(mutated), mutated
    assert accepted and refused


def test_scan_wide_bounds_json_size_from_above() -> None:
    values = [json.loads(vector["input"]) for vector in vectors("canonical.json")] + _candidates(SUPPORTED_SCHEMA_VERSIONS[0])
    for value in values:
        bound = scan_wide(value, 64, False, False)
        assert bound >= json_size(value), value
