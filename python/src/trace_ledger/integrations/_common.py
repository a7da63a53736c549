"""What every framework integration shares: record ids derived from the framework's ids, texts
clipped to the schema's caps, messages rendered role by role, and the Emitter that enqueues
records parents first and never raises into the agent.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from .._validation import RECORD_SCHEMA

logger = logging.getLogger("trace_ledger")

OnError = Callable[[BaseException, str], None]


class Enqueuer(Protocol):
    """What an integration needs of LedgerClient or AsyncLedgerClient: background delivery."""

    def enqueue(self, record: Any) -> str: ...


def record_id_of(framework: str, trace_id: str, span_id: str) -> str:
    """UUID v4 (version and variant bits set) of the first 16 bytes of SHA-256 of the UTF-8 text
    ``"trace-ledger/integration\\0" + framework + "\\0" + trace_id + "\\0" + span_id``: the same
    framework event replayed is the same record (a duplicate), and a child names its parent's
    record without a lookup. docs/integrations.md; vectors in test/vectors/integrations.json."""
    digest = bytearray(hashlib.sha256(f"trace-ledger/integration\0{framework}\0{trace_id}\0{span_id}".encode()).digest()[:16])
    digest[6] = (digest[6] & 0x0F) | 0x40
    digest[8] = (digest[8] & 0x3F) | 0x80
    h = digest.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


@cache
def cap(kind: str, field: str) -> int:
    """A field's x-max-bytes in the record schema (through one $ref), so caps stay the schema's."""
    defs = RECORD_SCHEMA["$defs"]
    prop = defs[kind]["properties"][field]
    if "x-max-bytes" in prop:
        return int(prop["x-max-bytes"])
    return int(defs[prop["$ref"].rsplit("/", 1)[1]]["x-max-bytes"])


def clip(text: str, max_bytes: int) -> str:
    """``text`` in at most ``max_bytes`` UTF-8 bytes: whole when it fits, else cut at a character
    with the marker OTLP ingest uses (server/otel/map.ts)."""
    encoded = text.encode("utf-8", "surrogatepass")
    if len(encoded) <= max_bytes:
        return text
    marker = f"… [truncated from {len(encoded)} bytes]"
    room = max_bytes - len(marker.encode())
    return encoded[: max(room, 0)].decode("utf-8", "ignore") + marker


def text_of(value: Any) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except ValueError:  # a cycle
        return repr(value)


def _json_text(value: Any) -> str:
    """A value inside a message as text: a string as it is, anything else as compact JSON (as
    JavaScript's JSON.stringify writes it, so that every language renders a message alike)."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    except ValueError:  # a cycle
        return repr(value)


def _either(*values: Any) -> Any:
    """The first value that is not None (JavaScript's ``??``)."""
    return next((value for value in values if value is not None), None)


def _part_text(part: Any) -> str:
    """One part of a message's content: its text, a tool call as ``[call name(arguments)]``, a
    tool's answer (the GenAI conventions' tool_call_response), else ``[type]`` (an image, a blob)."""
    if isinstance(part, str):
        return part
    if not isinstance(part, Mapping):
        return _json_text(part)
    if part.get("type") == "tool_call":
        return _call_text(part)
    if part.get("type") == "tool_call_response":
        return _json_text(_either(part.get("response"), ""))
    # A blob's content is its bytes (base64), not text.
    text = _either(part.get("text"), part.get("refusal"), None if part.get("type") == "blob" else part.get("content"))
    return text if isinstance(text, str) else f"[{_json_text(_either(part.get('type'), 'part'))}]"


def _content_text(content: Any) -> str:
    """A message's content as text: strings as they are, parts joined."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(_part_text(part) for part in content)
    if isinstance(content, Mapping) and isinstance(content.get("text"), str):
        return str(content["text"])  # one part
    return _json_text(content)


def _call_text(call: Mapping[str, Any]) -> str:
    function = call.get("function") if isinstance(call.get("function"), Mapping) else call
    assert isinstance(function, Mapping)
    arguments = _either(function.get("arguments"), function.get("args"), function.get("input"), "")
    return f"[call {_json_text(_either(function.get('name'), function.get('toolName'), '?'))}({_json_text(arguments)})]"


def message_line(message: Any) -> str:
    """One message as ``role: text``, from the shapes the frameworks use: chat-completions messages
    (role, content, tool_calls), Responses API items (function_call, function_call_output,
    message), LangChain's messages converted to such mappings, and the GenAI semantic conventions'
    messages (role, parts). The rendering of protocol/messages.ts and go/otelledger, held to
    test/vectors/messages.json."""
    if not isinstance(message, Mapping):
        return _json_text(message)
    kind = message.get("type")
    if kind == "function_call":
        return f"assistant: {_call_text(message)}"
    if kind in ("function_call_output", "function_call_result"):
        return f"tool: {_content_text(message.get('output'))}"
    role = message.get("role") or kind or "message"
    pieces = [_content_text(message.get("content"))] if message.get("content") else []
    calls, parts = message.get("tool_calls"), message.get("parts")
    pieces += [_call_text(call) for call in calls if isinstance(call, Mapping)] if isinstance(calls, list) else []
    pieces += [_part_text(part) for part in parts] if isinstance(parts, list) else []
    return f"{_json_text(role)}: {' '.join(pieces)}"


def render_messages(messages: Iterable[Any]) -> str:
    return "\n".join(message_line(message) for message in messages)


def number(value: Any) -> int | float | None:
    """A count or setting the schema takes: a finite number ≥ 0 (not a bool)."""
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value < float("inf") else None


def without_none(record: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in record.items() if value is not None}


def fitted(data: dict[str, Any], max_bytes: int) -> dict[str, Any]:
    """A free-form object under its cap: JSON-safe, and its longest values cut when too big."""
    safe: dict[str, Any] = json.loads(json.dumps(data, ensure_ascii=False, default=str))
    if len(json.dumps(safe, ensure_ascii=False).encode()) <= max_bytes:
        return safe
    share = max_bytes // (2 * max(len(safe), 1))
    return {key: clip(text_of(value), share) for key, value in safe.items()}


def tag(name: str, value: str) -> list[str]:
    """A ``name=value`` tag when it fits the schema's 64 characters, else none."""
    text = f"{name}={value}"
    return [text] if len(text) <= 64 else []


@dataclass(frozen=True)
class IntegrationStats:
    """``records``: enqueued; ``failed``: events that became no record (the logger and ``on_error``
    were told why); ``waiting``: records held until their parent's record is enqueued. What the
    service refuses afterwards is in the client's ``stats()`` and its ``on_error``."""

    records: int
    failed: int
    waiting: int


class Emitter:
    """Enqueues records parents first, as the service wants (a record's parent must be stored
    before it): a span ends after its children, so a child's record waits here until its parent's
    is enqueued. A node is a record id; a tree is a framework trace, forgotten when it ends.
    Bookkeeping and enqueue run under one short lock, so a parent is always queued before its child."""

    def __init__(self, client: Enqueuer, framework: str, on_error: OnError | None) -> None:
        self._client = client
        self.framework = framework
        self._on_error = on_error
        self._lock = threading.Lock()
        self._parent: dict[str, str | None] = {}
        #: "open", "emitted", "skipped" (no record: its children hang under its parent) or "failed".
        self._state: dict[str, str] = {}
        self._tree: dict[str, str] = {}
        self._members: dict[str, list[str]] = {}
        self._held: dict[str, list[dict[str, Any]]] = {}
        self._records = 0
        self._failed = 0

    def start(self, node: str, parent: str | None, tree: str | None = None) -> str:
        """Notes an open node; its tree is ``tree``, else its parent's, else a new one of its own."""
        with self._lock:
            return self._open(node, parent, tree)

    def _open(self, node: str, parent: str | None, tree: str | None) -> str:
        if node in self._tree:
            return self._tree[node]
        tree = tree or (self._tree.get(parent) if parent else None) or node
        self._parent[node] = parent
        self._state[node] = "open"
        self._tree[node] = tree
        self._members.setdefault(tree, []).append(node)
        return tree

    def tree_of(self, node: str) -> str | None:
        return self._tree.get(node)

    def finish(self, node: str, parent: str | None, record: dict[str, Any] | None, tree: str | None = None) -> None:
        """The node's record (``None``: the node makes none), enqueued now or once its parent's is."""
        with self._lock:
            self._open(node, parent, tree)
            anchor = self._anchor(self._parent[node])
            state = self._state.get(anchor) if anchor else None
            if record is None:
                self._state[node] = "skipped"
                orphans = self._held.pop(node, [])
                if state == "open":
                    self._held.setdefault(anchor, []).extend(orphans)  # type: ignore[arg-type]
                else:
                    for orphan in orphans:
                        self._emit(orphan, anchor if state == "emitted" else None)
            elif state == "open":
                self._held.setdefault(anchor, []).append(record)  # type: ignore[arg-type]
            else:
                self._emit(record, anchor if state == "emitted" else None)

    def end_tree(self, tree: str) -> None:
        """Forgets a finished trace; records still waiting for a parent that never ended go without it."""
        with self._lock:
            members = self._members.pop(tree, [])
            for node in members:
                for orphan in self._held.pop(node, []):
                    self._emit(orphan, None)
            for node in members:
                self._parent.pop(node, None)
                self._state.pop(node, None)
                self._tree.pop(node, None)

    def _anchor(self, node: str | None) -> str | None:
        """The nearest ancestor that makes a record."""
        while node is not None and self._state.get(node) == "skipped":
            node = self._parent.get(node)
        return node

    def _emit(self, record: dict[str, Any], parent: str | None) -> None:
        node = record["record_id"]
        if parent is not None:
            record["parent_record_id"] = parent
        try:
            self._client.enqueue(record)
        except Exception as error:  # noqa: BLE001 - never into the agent: counted and reported
            self._state[node] = "failed"
            self._report(error, node)
        else:
            self._state[node] = "emitted"
            self._records += 1
        for child in self._held.pop(node, []):
            self._emit(child, node if self._state[node] == "emitted" else None)

    def fail(self, error: BaseException, what: str = "") -> None:
        """An event that could not be mapped or queued: counted, logged, told to ``on_error``."""
        with self._lock:
            self._report(error, what)

    def _report(self, error: BaseException, what: str) -> None:
        self._failed += 1
        logger.warning("trace_ledger %s integration: no record for %s: %s: %s", self.framework, what or "an event", type(error).__name__, error)
        if self._on_error is not None:
            try:
                self._on_error(error, what)
            except Exception:  # noqa: BLE001 - the hook's own failure stays here too
                logger.exception("trace_ledger %s integration: on_error raised", self.framework)

    def stats(self) -> IntegrationStats:
        with self._lock:
            return IntegrationStats(self._records, self._failed, sum(len(held) for held in self._held.values()))
