"""The OpenAI Agents SDK (``openai-agents``) → records: a ``TracingProcessor``.

    from agents import add_trace_processor
    from trace_ledger.integrations.openai_agents import LedgerTracingProcessor
    add_trace_processor(LedgerTracingProcessor(client))  # client: LedgerClient(background={...})

Mapping (docs/integrations.md): the trace's group_id (else its trace id) is the session; a
generation or response span a Thinking record, a function span ToolCalling, a guardrail span
Reflecting, any other span (agent, handoff, custom, task, turn, MCP, speech…) Other. The SDK marks
no terminal action, so no Acting record is made.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

try:
    from agents.tracing import Span, Trace, TracingProcessor
    from agents.tracing.span_data import FunctionSpanData, GenerationSpanData, GuardrailSpanData, ResponseSpanData
except ImportError as missing:  # the extra is not installed
    raise ImportError('trace_ledger.integrations.openai_agents needs the OpenAI Agents SDK: pip install "trace-ledger[openai-agents]"') from missing

from .._async_client import AsyncLedgerClient
from .._generated.constants import SCHEMA_VERSION
from .._helpers import now_epoch_ms
from ._common import Emitter, Enqueuer, IntegrationStats, OnError, cap, clip, fitted, number, record_id_of
from ._common import render_messages, tag, text_of, without_none

FRAMEWORK = "openai-agents"

__all__ = ["LedgerTracingProcessor"]


def _ms(stamp: str | None) -> int | None:
    return int(datetime.fromisoformat(stamp).timestamp() * 1000) if stamp else None


def _plain(value: Any) -> Any:
    """Pydantic objects (the Responses API's items) as the mappings they serialise to."""
    if hasattr(value, "model_dump"):
        return value.model_dump(exclude_none=True)
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def _provider(model: str | None, config: Any) -> str:
    """The model config's provider, else OpenAI for its endpoint, else a ``provider/model`` prefix."""
    config = config if isinstance(config, dict) else {}
    if isinstance(config.get("provider"), str) and config["provider"]:
        return str(config["provider"])
    base = str(config.get("base_url") or "")
    if "openai.com" in base or (not base and str(config.get("model_impl", "")).startswith("openai")):
        return "openai"
    if model and "/" in model:
        return model.split("/", 1)[0]
    return "unknown"


def _invocation(provider: str, model: str | None, usage: Any, temperature: Any, finish: Any) -> dict[str, Any] | None:
    if not model:
        return None
    usage = usage if isinstance(usage, dict) else {}
    return without_none(
        {
            "provider": clip(provider, cap("ModelInvocation", "provider")),
            "model_name": clip(model, cap("ModelInvocation", "model_name")),
            "tokens_in": number(usage.get("input_tokens", usage.get("prompt_tokens"))),
            "tokens_out": number(usage.get("output_tokens", usage.get("completion_tokens"))),
            "temperature": number(temperature),
            "finish_reason": clip(finish, cap("ModelInvocation", "finish_reason")) if isinstance(finish, str) and finish else None,
        }
    )


def _failure(span: Span[Any]) -> str | None:
    error = span.error
    if not error:
        return None
    data = error.get("data")
    return f"{error.get('message', 'error')}: {text_of(data)}" if data else str(error.get("message", "error"))


def _thinking(prompt: str, output: str, invocation: dict[str, Any] | None, failure: str | None) -> dict[str, Any]:
    output = output or (f"(failed: {failure})" if failure else "(no output)")
    return {
        "behavior": "Thinking",
        "prompt": clip(prompt or "(no input)", cap("ThinkingRecord", "prompt")),
        "output_payload": clip(output, cap("ThinkingRecord", "output_payload")),
        "model_invocation": invocation,
    }


def _kind(span: Span[Any]) -> dict[str, Any]:
    """The behaviour fields of a span's record."""
    data = span.span_data
    failure = _failure(span)
    if isinstance(data, GenerationSpanData):
        config = data.model_config if isinstance(data.model_config, dict) else dict(data.model_config or {})
        output = list(data.output or ())
        finish = next((o.get("finish_reason") for o in output if isinstance(o, dict) and o.get("finish_reason")), None)
        invocation = _invocation(_provider(data.model, config), data.model, data.usage, config.get("temperature"), finish)
        return _thinking(render_messages(data.input or ()), render_messages(output), invocation, failure)
    if isinstance(data, ResponseSpanData):
        response = data.response
        prompt = data.input if isinstance(data.input, str) else render_messages(_plain(list(data.input or ())))
        if response is None:
            return _thinking(prompt, "", None, failure)
        if isinstance(response.instructions, str) and response.instructions:  # the system prompt travels beside the input
            prompt = f"system: {response.instructions}\n{prompt}"
        usage = _plain(response.usage) if response.usage is not None else data.usage
        incomplete = response.incomplete_details.reason if response.incomplete_details is not None else None
        invocation = _invocation("openai", response.model, usage, response.temperature, incomplete or response.status)
        return _thinking(prompt, render_messages(_plain(list(response.output))), invocation, failure)
    if isinstance(data, FunctionSpanData):
        result = failure if failure else (None if data.output is None else text_of(data.output))
        meta = without_none({"tool_id": clip(data.name, cap("ToolMeta", "tool_id")), "mcp": data.mcp_data})
        return {
            "behavior": "ToolCalling",
            "tool_meta": meta,
            "input_payload": None if data.input is None else clip(data.input, cap("ToolCallingRecord", "input_payload")),
            "output_payload": None if result is None else clip(result, cap("ToolCallingRecord", "output_payload")),
            "success": failure is None,
        }
    if isinstance(data, GuardrailSpanData):
        return {
            "behavior": "Reflecting",
            "reflection": f"guardrail {data.name}: {'triggered' if data.triggered else 'passed'}",
            "outcome": "failure" if data.triggered else "success",
        }
    exported = data.export()
    # Task and turn spans export as "custom" ones, their fields under "data": their own type names them.
    if exported.get("type") == "custom" and data.type != "custom" and isinstance(exported.get("data"), dict):
        exported = exported["data"]
    body = {key: value for key, value in exported.items() if value is not None and key not in ("type", "sdk_span_type")}
    if failure:
        body["error"] = failure
    return {"behavior": "Other", "label": clip(data.type, cap("OtherRecord", "label")), "data": fitted(body, cap("OtherRecord", "data"))}


def _name(span: Span[Any]) -> str:
    data = span.span_data
    name = getattr(data, "name", None) or getattr(data, "agent_name", None)
    return f"{data.type} {name}" if name else data.type


class LedgerTracingProcessor(TracingProcessor):
    """Records an OpenAI Agents SDK run. Every callback returns at once: records go through the
    client's background delivery (``enqueue``); nothing raises into the agent (failures go to the
    ``trace_ledger`` logger, ``on_error`` and ``stats()``). ``force_flush``/``shutdown`` flush a
    LedgerClient (an AsyncLedgerClient's task delivers on its own; await its ``flush``)."""

    def __init__(self, client: Enqueuer, *, on_error: OnError | None = None, flush_timeout: float = 30.0) -> None:
        self._client = client
        self._emitter = Emitter(client, FRAMEWORK, on_error)
        self._sessions: dict[str, str] = {}
        self._flush_timeout = flush_timeout

    def _id(self, trace_id: str, span_id: str | None) -> str | None:
        return record_id_of(FRAMEWORK, trace_id, span_id) if span_id else None

    def on_trace_start(self, trace: Trace) -> None:
        try:
            exported = trace.export() or {}
            group = exported.get("group_id")
            self._sessions[trace.trace_id] = group if isinstance(group, str) and group else trace.trace_id
        except Exception as error:  # noqa: BLE001
            self._emitter.fail(error, f"trace {getattr(trace, 'trace_id', '?')}")

    def on_trace_end(self, trace: Trace) -> None:
        try:
            self._emitter.end_tree(trace.trace_id)
            self._sessions.pop(trace.trace_id, None)
        except Exception as error:  # noqa: BLE001
            self._emitter.fail(error, f"trace {getattr(trace, 'trace_id', '?')}")

    def on_span_start(self, span: Span[Any]) -> None:
        try:
            self._emitter.start(self._id(span.trace_id, span.span_id) or "", self._id(span.trace_id, span.parent_id), span.trace_id)
        except Exception as error:  # noqa: BLE001
            self._emitter.fail(error, f"span {getattr(span, 'span_id', '?')}")

    def on_span_end(self, span: Span[Any]) -> None:
        try:
            record_id = self._id(span.trace_id, span.span_id) or ""
            self._emitter.finish(record_id, self._id(span.trace_id, span.parent_id), self.record_of(span, record_id), span.trace_id)
        except Exception as error:  # noqa: BLE001
            self._emitter.fail(error, f"span {getattr(span, 'span_id', '?')}")

    def record_of(self, span: Span[Any], record_id: str) -> dict[str, Any]:
        start = _ms(span.started_at) or now_epoch_ms()
        end = _ms(span.ended_at)
        return without_none(
            {
                "record_id": record_id,
                "schema_version": SCHEMA_VERSION,
                "session_id": self._sessions.get(span.trace_id, span.trace_id),
                "client_ts_utc": start,
                "duration_ms": end - start if end is not None and end >= start else None,
                "notes": clip(_name(span), cap("RecordCommon", "notes")),
                "tags": [*tag("openai_agents.trace_id", span.trace_id), *tag("openai_agents.span_id", span.span_id)],
                **without_none(_kind(span)),
            }
        )

    def stats(self) -> IntegrationStats:
        return self._emitter.stats()

    def force_flush(self) -> None:
        try:
            if not isinstance(self._client, AsyncLedgerClient):
                flush = getattr(self._client, "flush", None)
                if flush is not None:
                    flush(self._flush_timeout)
        except Exception as error:  # noqa: BLE001
            self._emitter.fail(error, "force_flush")

    def shutdown(self) -> None:
        self.force_flush()
