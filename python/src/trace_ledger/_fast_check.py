"""A record schema compiled into plain predicates: validation's fast first pass.

jsonschema walks a 2 KB record through ~20,000 calls (descend, evolve, ``$ref`` lookups); the
same rules as closures built once per schema take a tenth of that. The compiled predicate decides
nothing on its own: it answers True only where jsonschema (Draft 2020-12 plus ``x-max-bytes``)
accepts too, and ``_validation`` asks jsonschema, which names the first error, whenever it
answers False. So every keyword is applied exactly as jsonschema applies it (the same type
checks, the same ``re.search``, ``len`` in code points, ``x-max-bytes`` by the same measures),
but for ``unevaluatedProperties: false``, which it applies conservatively: a member counts as
evaluated only when ``properties`` of the schema or of a subschema it always applies (``allOf``,
``$ref``) names it, never through ``if`` (which jsonschema may also count), so it can only
refuse more. A keyword this module does not know makes ``compile_accepts`` answer None: that
schema is then validated by jsonschema alone.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Callable, Mapping
from typing import Any

from ._canonical import json_size, utf8_length

Check = Callable[[Any], bool]

#: Keywords that validate nothing (jsonschema ignores them, or the record-wide walk owns them).
#: Not ``$id`` or ``$schema``: below the root they would change how ``$ref`` resolves or what applies.
_IGNORED = frozenset(
    {"$comment", "$defs", "title", "description", "examples", "default", "discriminator", "x-pattern-reason", "x-schema-version", "x-supported-versions", "x-max-depth", "x-finite-numbers", "x-storable-text"}
)
#: Keywords an object node applies in its one pass over the members.
_MEMBERS = frozenset({"properties", "required", "additionalProperties", "unevaluatedProperties"})


class _Unsupported(Exception):
    """The schema uses something this module does not compile."""


def _is_number(x: Any) -> bool:
    kind = type(x)
    return kind is int or kind is float or (kind is not bool and isinstance(x, numbers.Number))


def _is_integer(x: Any) -> bool:
    # Draft 2020-12's checker in jsonschema: a float with no fraction is an integer too.
    return not isinstance(x, bool) and (isinstance(x, int) or (isinstance(x, float) and x.is_integer()))


_TYPES: dict[str, Check] = {
    "array": lambda x: isinstance(x, list),
    "boolean": lambda x: isinstance(x, bool),
    "integer": _is_integer,
    "null": lambda x: x is None,
    "number": _is_number,
    "object": lambda x: isinstance(x, dict),
    "string": lambda x: isinstance(x, str),
}


def _type(expected: Any) -> Check:
    names = [expected] if isinstance(expected, str) else expected
    if not isinstance(names, list) or not names or any(name not in _TYPES for name in names):
        raise _Unsupported("type")
    if len(names) == 1:
        return _TYPES[names[0]]
    checks = [_TYPES[name] for name in names]
    return lambda x: any(check(x) for check in checks)


def _strings(values: Any, keyword: str) -> frozenset[str]:
    # jsonschema's equal() compares with == as soon as either side is a string.
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise _Unsupported(keyword)
    return frozenset(values)


def _max_bytes(limit: int) -> Check:
    def check(x: Any) -> bool:
        if isinstance(x, str):
            return (len(x) if x.isascii() else utf8_length(x)) <= limit
        if isinstance(x, (dict, list)):
            return json_size(x) <= limit
        return True

    return check


def _scalar(keyword: str, value: Any) -> Check:
    """A keyword about one string, number or array, true of any other value as in jsonschema."""
    if keyword == "const":
        const = _strings([value], keyword)
        return lambda x: isinstance(x, str) and x in const
    if keyword == "enum":
        values = _strings(value, keyword)
        return lambda x: isinstance(x, str) and x in values
    if keyword == "pattern":
        search = re.compile(value).search
        return lambda x: not isinstance(x, str) or search(x) is not None
    if keyword == "x-max-bytes":
        return _max_bytes(value)
    if keyword == "minLength":
        return lambda x: not isinstance(x, str) or len(x) >= value
    if keyword == "maxLength":
        return lambda x: not isinstance(x, str) or len(x) <= value
    if keyword == "minimum":
        return lambda x: not _is_number(x) or x >= value
    if keyword == "maximum":
        return lambda x: not _is_number(x) or x <= value
    if keyword == "exclusiveMinimum":
        return lambda x: not _is_number(x) or x > value
    if keyword == "exclusiveMaximum":
        return lambda x: not _is_number(x) or x < value
    if keyword == "minItems":
        return lambda x: not isinstance(x, list) or len(x) >= value
    if keyword == "maxItems":
        return lambda x: not isinstance(x, list) or len(x) <= value
    raise _Unsupported(keyword)


_STRING_KEYWORDS = frozenset({"type", "minLength", "maxLength", "x-max-bytes", "pattern", "enum", "const"})


def _string(schema: Mapping[str, Any]) -> Check | None:
    """A ``type: string`` schema of string keywords only, as one predicate (most of a record's leaves)."""
    if schema.get("type") != "string" or not _STRING_KEYWORDS.issuperset(k for k in schema if k not in _IGNORED):
        return None
    shortest, longest = schema.get("minLength", 0), schema.get("maxLength")
    limit = schema.get("x-max-bytes")
    search = re.compile(schema["pattern"]).search if "pattern" in schema else None
    values = _strings(schema["enum"], "enum") if "enum" in schema else None
    const = _strings([schema["const"]], "const") if "const" in schema else None

    def check(x: Any) -> bool:
        if not isinstance(x, str):
            return False
        n = len(x)
        if n < shortest or (longest is not None and n > longest):
            return False
        # UTF-8 takes at most 4 bytes a code point: only a string that long is measured.
        if limit is not None and n * 4 > limit and (n if x.isascii() else utf8_length(x)) > limit:
            return False
        if search is not None and search(x) is None:
            return False
        return (values is None or x in values) and (const is None or x in const)

    return check


def _all(checks: list[Check]) -> Check:
    if not checks:
        return lambda x: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda x: first(x) and second(x)

    def every(x: Any) -> bool:
        for check in checks:
            if not check(x):
                return False
        return True

    return every


class _Compiler:
    def __init__(self, root: Mapping[str, Any]) -> None:
        self._root = root
        self._refs: dict[str, Check] = {}
        self._compiling: set[str] = set()

    def schema(self, schema: Any, exact: bool = False) -> Check:
        """``exact``: the predicate must be jsonschema's verdict both ways (``if`` is negated)."""
        if schema is True:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, dict):
            raise _Unsupported("a schema that is not an object")
        string = _string(schema)
        if string is not None:
            return string
        checks: list[Check] = []
        for keyword, value in schema.items():
            if keyword in _IGNORED or keyword in _MEMBERS or keyword in ("then", "else"):
                continue
            if keyword == "type":
                checks.insert(0, _type(value))
            elif keyword == "$ref":
                checks.append(self._ref(value, exact))
            elif keyword == "allOf":
                checks.extend(self.schema(sub, exact) for sub in value)
            elif keyword == "items":
                if "prefixItems" in schema:
                    raise _Unsupported("prefixItems")
                item = self.schema(value, exact)
                checks.append(lambda x: not isinstance(x, list) or all(map(item, x)))
            elif keyword == "if":
                checks.append(self._if(schema, exact))
            else:
                checks.append(_scalar(keyword, value))
        if _MEMBERS.intersection(schema):
            checks.append(self._members(schema, exact))
        return _all(checks)

    def _ref(self, ref: Any, exact: bool) -> Check:
        if not isinstance(ref, str) or not ref.startswith("#/"):
            raise _Unsupported("$ref outside the schema")
        key = f"{ref} {exact}"
        if key not in self._refs:
            if key in self._compiling:
                raise _Unsupported("a recursive $ref")
            self._compiling.add(key)
            self._refs[key] = self.schema(self._resolve(ref), exact)
        return self._refs[key]

    def _resolve(self, ref: str) -> Any:
        target: Any = self._root
        for token in ref[2:].split("/"):
            name = token.replace("~1", "/").replace("~0", "~")
            if not isinstance(target, dict) or name not in target:
                raise _Unsupported(f"$ref {ref} names nothing")
            target = target[name]
        return target

    def _if(self, schema: Mapping[str, Any], exact: bool) -> Check:
        condition = self.schema(schema["if"], exact=True)
        then = self.schema(schema.get("then", True), exact)
        otherwise = self.schema(schema.get("else", True), exact)
        return lambda x: then(x) if condition(x) else otherwise(x)

    def _members(self, schema: Mapping[str, Any], exact: bool) -> Check:
        """properties, required, additionalProperties and unevaluatedProperties in one pass over the members."""
        properties = {name: self.schema(sub, exact) for name, sub in schema.get("properties", {}).items()}
        required = frozenset(schema.get("required", ()))
        if "patternProperties" in schema:
            raise _Unsupported("patternProperties")
        additional = schema.get("additionalProperties", True)
        unevaluated = schema.get("unevaluatedProperties", True)
        if not all(value is True or value is False for value in (additional, unevaluated)):
            raise _Unsupported("a schema for additional or unevaluated properties")
        known: frozenset[str] | None = None  # None: any member may be there
        if additional is False:
            known = frozenset(properties)
        elif unevaluated is False:
            if exact:
                raise _Unsupported("unevaluatedProperties under if")
            known = self._evaluated(schema)

        def check(x: Any) -> bool:
            if not isinstance(x, dict):
                return True
            if not required <= x.keys():
                return False
            if known is not None and not x.keys() <= known:
                return False
            for name, value in x.items():
                member = properties.get(name)
                if member is not None and not member(value):
                    return False
            return True

        return check

    def _evaluated(self, schema: Any) -> frozenset[str] | None:
        """The members jsonschema counts as evaluated by ``schema`` for any valid value, at least
        (None: all of them); ``if`` is left out, and so at worst a valid member is refused here."""
        if not isinstance(schema, dict):
            return None if schema is True else frozenset()
        members = [schema.get("additionalProperties", False), schema.get("unevaluatedProperties", False)]
        if not all(value is True or value is False for value in members) or "patternProperties" in schema:
            raise _Unsupported("members evaluated by a schema")  # jsonschema counts them its own way
        if True in members:
            return None  # jsonschema counts every member as evaluated
        names = set(schema.get("properties", {}))
        subschemas = list(schema.get("allOf", []))
        if "$ref" in schema:
            subschemas.append(self._resolve(schema["$ref"]))
        for sub in subschemas:
            found = self._evaluated(sub)
            if found is None:
                return None
            names |= found
        return frozenset(names)


def compile_accepts(root: Mapping[str, Any], schema: Mapping[str, Any]) -> Check | None:
    """A predicate true only of values jsonschema accepts under ``schema`` (whose ``$ref``\\ s point into ``root``), or None when the schema uses a keyword it does not compile."""
    try:
        return _Compiler(root).schema(schema)
    except _Unsupported:
        return None
