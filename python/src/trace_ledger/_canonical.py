"""RFC 8785 (JCS) canonical JSON, and the walks behind the record schema's ``x-`` keywords.

The same meaning as the TypeScript reference (generated/canonical.ts): numbers are IEEE 754 doubles
printed as ECMAScript prints them, member names sort by UTF-16 code units, strings are measured as
JavaScript sees them (a surrogate pair is one character, a lone surrogate is three UTF-8 bytes).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from typing import Any

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_NEEDS_ESCAPE = re.compile('[\x00-\x1f"\\\\\ud800-\udfff]')
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def _utf16(s: str) -> str:
    """``s`` with surrogate pairs written as two code points joined into one, as JavaScript reads them."""
    if not re.search("[\ud800-\udfff]", s):
        return s
    return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def _utf16_units(name: str) -> bytes:
    # Big-endian code units compare byte-wise as the units do: RFC 8785's member order.
    return name.encode("utf-16-be", "surrogatepass")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return _ESCAPES.get(char) or f"\\u{ord(char):04x}"


def _string(s: str) -> str:
    return '"' + _NEEDS_ESCAPE.sub(_escape, _utf16(s)) + '"'


def _as_double(value: int | float) -> float:
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def es_number(value: float) -> str:
    """A finite double as ECMAScript's Number::toString writes it (RFC 8785 §3.2.2.3)."""
    if value == 0:
        return "0"
    if value < 0:
        return "-" + es_number(-value)
    mantissa, _, exponent = repr(value).partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = whole + fraction
    # value = 0.DIGITS × 10^point once leading zeros are gone (repr gives the shortest digits).
    point = len(whole) + int(exponent or 0)
    stripped = digits.lstrip("0")
    point -= len(digits) - len(stripped)
    digits = stripped.rstrip("0") or "0"
    k = len(digits)
    if k <= point <= 21:
        return digits + "0" * (point - k)
    if 0 < point <= 21:
        return digits[:point] + "." + digits[point:]
    if -6 < point <= 0:
        return "0." + "0" * -point + digits
    e = point - 1
    sign = "+" if e >= 0 else "-"
    head = digits if k == 1 else digits[0] + "." + digits[1:]
    return f"{head}e{sign}{abs(e)}"


def _canonical(value: Any, parts: list[str], non_finite_as_null: bool) -> None:
    if value is None or value is True or value is False:
        parts.append("null" if value is None else "true" if value else "false")
    elif isinstance(value, str):
        parts.append(_string(value))
    elif isinstance(value, (int, float)):
        number = _as_double(value)
        if not math.isfinite(number):
            if not non_finite_as_null:
                raise ValueError(f"canonical JSON has no form for {value!r}")
            parts.append("null")
        else:
            parts.append(es_number(number))
    elif isinstance(value, (list, tuple)):
        parts.append("[")
        for i, item in enumerate(value):
            if i:
                parts.append(",")
            _canonical(item, parts, non_finite_as_null)
        parts.append("]")
    elif isinstance(value, dict):
        parts.append("{")
        for i, name in enumerate(sorted(value, key=_utf16_units)):
            if not isinstance(name, str):
                raise TypeError(f"canonical JSON needs string member names, got {name!r}")
            if i:
                parts.append(",")
            parts.append(_string(name))
            parts.append(":")
            _canonical(value[name], parts, non_finite_as_null)
        parts.append("}")
    else:
        raise TypeError(f"canonical JSON has no form for a {type(value).__name__}")


def canonical_json(value: Any) -> str:
    """RFC 8785 canonical JSON of a JSON value (dict, list, str, int, float, bool, None)."""
    parts: list[str] = []
    _canonical(value, parts, non_finite_as_null=False)
    return "".join(parts)


def json_size(value: Any) -> int:
    """UTF-8 bytes of the canonical JSON of ``value`` (a non-finite number counts as ``null``)."""
    parts: list[str] = []
    _canonical(value, parts, non_finite_as_null=True)
    return len("".join(parts).encode("utf-8"))


def utf8_length(s: str) -> int:
    """UTF-8 bytes of a string; a lone surrogate counts 3 (what TextEncoder's U+FFFD takes)."""
    return len(_utf16(s).encode("utf-8", "surrogatepass"))


def is_unstorable_text(leaf: Any) -> bool:
    """PostgreSQL text and jsonb hold neither U+0000 nor an unpaired UTF-16 surrogate."""
    if not isinstance(leaf, str):
        return False
    if leaf.isascii():  # a native scan; the regular expression's call cost most of a record's walk
        return "\x00" in leaf
    return _UNSTORABLE.search(_utf16(leaf)) is not None


def is_non_finite_number(leaf: Any) -> bool:
    return isinstance(leaf, (int, float)) and not isinstance(leaf, bool) and not math.isfinite(_as_double(leaf))


#: What ``scan_wide`` answers instead of a bound, in the order the record schema checks them.
TOO_DEEP, NON_FINITE, UNSTORABLE = -1, -2, -3
#: The bound of a leaf canonical JSON has no form for: json_size then raises as it always did.
_NO_FORM = 1 << 62


def scan_wide(value: Any, max_depth: int, finite: bool, storable: bool) -> int:
    """The record-wide keywords in one walk (as TypeScript's scanWide): ``TOO_DEEP`` when arrays
    and objects nest more than ``max_depth`` deep, else ``NON_FINITE`` for a number that is not
    finite (when ``finite``), else ``UNSTORABLE`` for unstorable text in a string or member name
    (when ``storable``), else an upper bound of ``json_size(value)``, so that canonical
    serialisation runs only when a size cap may be near. ``locate`` then names the spot."""
    bound = 0
    flags = 0
    # Only containers are stacked, with their depth; the value is the member of a wrapper at
    # depth -1 (2 bytes too many in the bound). Exact types first: a walk runs on every record.
    stack: list[tuple[Any, int]] = [([value], -1)]
    while stack:
        container, depth = stack.pop()
        if depth >= max_depth:
            return TOO_DEEP
        if isinstance(container, dict):
            try:
                names = "".join(container)  # the names at once: native scans
            except TypeError:  # a name that is not a string: json_size raises for it, as it always did
                names = "".join(name for name in container if isinstance(name, str))
                bound += _NO_FORM
            # Braces; each name's characters escaped, its quotes, colon and comma.
            bound += 2 + len(names) * 6 + len(container) * 4
            if storable and ("\x00" in names or not names.isascii()) and any(is_unstorable_text(name) for name in container):
                flags |= 2
            members: Any = container.values()
        else:
            bound += len(container) + 2
            members = container
        for member in members:
            kind = type(member)
            if kind is str:
                bound += len(member) * 6 + 2
                if storable and ("\x00" in member or not member.isascii()) and is_unstorable_text(member):
                    flags |= 2
            elif kind is dict or kind is list or kind is tuple:
                stack.append((member, depth + 1))
            elif member is None or kind is bool:
                bound += 5
            elif kind is float or kind is int:
                bound += 25  # -1.7976931348623157e+308
                if finite and (kind is float or member.bit_length() > 1000) and is_non_finite_number(member):
                    flags |= 1
            else:
                bound, flags = _scan_other(member, stack, depth, bound, flags, finite, storable)
    return NON_FINITE if flags & 1 else UNSTORABLE if flags & 2 else bound


def _scan_other(member: Any, stack: list[tuple[Any, int]], depth: int, bound: int, flags: int, finite: bool, storable: bool) -> tuple[int, int]:
    """scan_wide's step for a member of a subclass of a JSON type, or of no JSON type."""
    if isinstance(member, str):
        return bound + len(member) * 6 + 2, flags | (2 if storable and is_unstorable_text(member) else 0)
    if isinstance(member, (dict, list, tuple)):
        stack.append((member, depth + 1))
        return bound, flags
    if isinstance(member, bool):
        return bound + 5, flags
    if isinstance(member, (int, float)):
        return bound + 25, flags | (1 if finite and is_non_finite_number(member) else 0)
    return bound + _NO_FORM, flags


def _token(name: str | int) -> str:
    return "/" + str(name).replace("~", "~0").replace("/", "~1")


def pointer(path: Iterator[str | int] | list[str | int]) -> str:
    """The JSON Pointer (RFC 6901) of a path of member names and indexes."""
    return "".join(_token(part) for part in path)


def _leaves(value: Any, at: str) -> Iterator[tuple[Any, str]]:
    if isinstance(value, dict):
        for name in sorted(value, key=_utf16_units):
            here = at + _token(name)
            yield name, here  # a member name is checked before its value
            yield from _leaves(value[name], here)
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _leaves(item, at + _token(i))
    else:
        yield value, at


def locate(value: Any, test: Callable[[Any], bool]) -> str | None:
    """JSON Pointer of the first leaf (string, member name, number) ``test`` flags, in RFC 8785 order."""
    return next((at for leaf, at in _leaves(value, "") if test(leaf)), None)
