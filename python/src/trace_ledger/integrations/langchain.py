"""LangChain and LangGraph (``langchain-core``) → records: a callback handler, sync and async.

    from trace_ledger.integrations.langchain import LedgerCallbackHandler
    handler = LedgerCallbackHandler(client)  # client: LedgerClient(background={...})
    graph.invoke(inputs, config={"callbacks": [handler], "configurable": {"thread_id": "t-1"}})

Mapping (docs/integrations.md): the run's ``thread_id`` (LangGraph), ``session_id`` or
``conversation_id`` metadata, else its root run id, is the session; a chat model or LLM run a
Thinking record, a tool run ToolCalling, a chain (a LangGraph graph or node), retriever or
other run Other. LangChain marks no terminal action, so no Acting record is made. Both handlers
run inline (``run_inline``): no thread-pool hop, and each callback only maps and enqueues.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

try:
    from langchain_core.callbacks import AsyncCallbackHandler, BaseCallbackHandler
    from langchain_core.messages import BaseMessage
    from langchain_core.outputs import ChatGeneration, LLMResult
except ImportError as missing:  # the extra is not installed
    raise ImportError('trace_ledger.integrations.langchain needs langchain-core: pip install "trace-ledger[langchain]"') from missing

from .._generated.constants import SCHEMA_VERSION
from ._common import Emitter, Enqueuer, IntegrationStats, OnError, cap, clip, fitted, number, record_id_of
from ._common import render_messages, tag, text_of, without_none

FRAMEWORK = "langchain"

__all__ = ["AsyncLedgerCallbackHandler", "LedgerCallbackHandler"]

#: Metadata keys naming a conversation, in the order they are looked for.
SESSION_KEYS = ("thread_id", "session_id", "conversation_id")

#: LangChain's own marker of runs its tracer hides (internal plumbing): they make no record.
HIDDEN = "langsmith:hidden"

_ROLES = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool", "function": "function"}


def _message(message: Any) -> Any:
    """A LangChain message as the role/content/tool_calls mapping the renderer reads."""
    if not isinstance(message, BaseMessage):
        return message
    role = _ROLES.get(message.type) or getattr(message, "role", None) or message.type
    return {"role": role, "content": message.content, "tool_calls": getattr(message, "tool_calls", None)}


def _rid(run_id: UUID | None) -> str | None:
    # LangChain has no trace id; run ids are UUIDs unique on their own (docs/integrations.md).
    return record_id_of(FRAMEWORK, "", str(run_id)) if run_id is not None else None


def _start_ms(run_id: UUID) -> int:
    """When the run started: LangChain's run ids are UUID v7, which hold it; else now. Callbacks carry
    no times, and one taken here would make a replayed event another body (a conflict, not a
    duplicate): so a LangChain record has the run id's time and no duration_ms."""
    return int(run_id.hex[:12], 16) if run_id.version == 7 else int(time.time() * 1000)


def _error_text(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


@dataclass
class _Run:
    node: str
    parent: str | None
    kind: str
    name: str
    session: str
    start_ms: int
    #: The run id as text (formatted once: the record id, the session and a tag all take it).
    run_id: str
    fields: dict[str, Any] = field(default_factory=dict)


class _Mapper:
    """The events → records, shared by the sync and the async handler; never raises."""

    def __init__(self, client: Enqueuer, on_error: OnError | None) -> None:
        self.emitter = Emitter(client, FRAMEWORK, on_error)
        self._runs: dict[UUID, _Run] = {}
        self._sessions: dict[str, str] = {}

    def guarded(self, event: str, body: Callable[..., None], *args: Any, **kwargs: Any) -> None:
        try:
            body(*args, **kwargs)
        except Exception as error:  # noqa: BLE001 - never into the agent
            self.emitter.fail(error, f"{event} of run {kwargs.get('run_id')}")

    # Starts.

    def _start(self, kind: str, serialized: Mapping[str, Any] | None, run_id: UUID, parent_run_id: UUID | None, tags: Sequence[str] | None,
               metadata: Mapping[str, Any] | None, name: str | None, **fields: Any) -> None:
        text = str(run_id)
        node, parent = record_id_of(FRAMEWORK, "", text), _rid(parent_run_id)
        tree = self.emitter.start(node, parent)
        if tree not in self._sessions:
            meta = metadata or {}
            named = next((meta[key] for key in SESSION_KEYS if isinstance(meta.get(key), (str, int)) and str(meta[key])), None)
            self._sessions[tree] = str(named) if named is not None else text
        label = name or (serialized or {}).get("name") or ((serialized or {}).get("id") or [kind])[-1]
        if tags and HIDDEN in tags:
            kind = "hidden"
        meta = metadata or {}
        if "langgraph_node" in meta:
            fields["langgraph_node"] = meta["langgraph_node"]
        self._runs[run_id] = _Run(node, parent, kind, str(label), self._sessions[tree], _start_ms(run_id), text, fields)

    def on_chat_model_start(self, serialized: dict[str, Any], messages: list[list[BaseMessage]], *, run_id: UUID, parent_run_id: UUID | None = None,
                            tags: list[str] | None = None, metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        prompt = "\n\n".join(render_messages(_message(m) for m in batch) for batch in messages)
        model = self._model_fields(metadata, kwargs)
        self._start("llm", serialized, run_id, parent_run_id, tags, metadata, kwargs.get("name"), prompt=prompt, **model)

    def on_llm_start(self, serialized: dict[str, Any], prompts: list[str], *, run_id: UUID, parent_run_id: UUID | None = None,
                     tags: list[str] | None = None, metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        model = self._model_fields(metadata, kwargs)
        self._start("llm", serialized, run_id, parent_run_id, tags, metadata, kwargs.get("name"), prompt="\n\n".join(prompts), **model)

    @staticmethod
    def _model_fields(metadata: Mapping[str, Any] | None, kwargs: Mapping[str, Any]) -> dict[str, Any]:
        meta, params = metadata or {}, kwargs.get("invocation_params") or {}
        return {
            "provider": meta.get("ls_provider") or params.get("_type"),
            "request_model": meta.get("ls_model_name") or params.get("model") or params.get("model_name"),
            "temperature": number(meta.get("ls_temperature", params.get("temperature"))),
        }

    def on_tool_start(self, serialized: dict[str, Any], input_str: str, *, run_id: UUID, parent_run_id: UUID | None = None,
                      tags: list[str] | None = None, metadata: dict[str, Any] | None = None, inputs: dict[str, Any] | None = None,
                      **kwargs: Any) -> None:
        given = input_str if inputs is None else text_of(inputs)
        self._start("tool", serialized, run_id, parent_run_id, tags, metadata, kwargs.get("name"), input=given, call_id=kwargs.get("tool_call_id"))

    def on_chain_start(self, serialized: dict[str, Any] | None, inputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                       tags: list[str] | None = None, metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self._start("chain", serialized, run_id, parent_run_id, tags, metadata, kwargs.get("name"))

    def on_retriever_start(self, serialized: dict[str, Any], query: str, *, run_id: UUID, parent_run_id: UUID | None = None,
                           tags: list[str] | None = None, metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self._start("retriever", serialized, run_id, parent_run_id, tags, metadata, kwargs.get("name"), query=query)

    # Ends.

    def _finish(self, run_id: UUID, parent_run_id: UUID | None, outcome: Callable[[_Run], dict[str, Any]]) -> None:
        run = self._runs.pop(run_id, None)
        if run is None:  # an end without its start (the handler joined mid-run): an Other record all the same
            text = str(run_id)
            run = _Run(record_id_of(FRAMEWORK, "", text), _rid(parent_run_id), "unknown", "run", text, _start_ms(run_id), text)
            self.emitter.start(run.node, run.parent)
        node = run.node
        record = None
        if run.kind != "hidden":
            # The schema's model_invocation has one model (the response's): the requested one is a tag.
            requested = run.fields.get("request_model") if run.kind == "llm" else None
            record = without_none({
                "record_id": node,
                "schema_version": SCHEMA_VERSION,
                "session_id": run.session,
                "client_ts_utc": run.start_ms,
                "notes": clip(f"{run.kind} {run.name}", cap("RecordCommon", "notes")),
                "tags": [*tag("langchain.run_id", run.run_id), *(tag("gen_ai.request.model", str(requested)) if requested else [])],
                **without_none(outcome(run)),
            })
        self.emitter.finish(node, run.parent, record)
        tree = self.emitter.tree_of(node)
        if tree == node:  # the root run ended: its trace is complete
            self.emitter.end_tree(tree)
            self._sessions.pop(tree, None)

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._thinking(run, response, None))

    def on_llm_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._thinking(run, None, error))

    def on_tool_end(self, output: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._tool(run, getattr(output, "content", output), None))

    def on_tool_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._tool(run, None, error))

    def on_chain_end(self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._other(run, None))

    def on_chain_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._other(run, error))

    def on_retriever_end(self, documents: Sequence[Any], *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._other(run, None, documents=len(documents)))

    def on_retriever_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._finish(run_id, parent_run_id, lambda run: self._other(run, error))

    # Records.

    @staticmethod
    def _thinking(run: _Run, response: LLMResult | None, error: BaseException | None) -> dict[str, Any]:
        generation = response.generations[0][0] if response is not None and response.generations and response.generations[0] else None
        message = generation.message if isinstance(generation, ChatGeneration) else None
        if message is not None:
            output = render_messages([_message(message)])
        else:
            failed = f"(failed: {_error_text(error)})" if error else "(no output)"
            output = generation.text if generation is not None and generation.text else failed
        llm_output = (response.llm_output if response is not None else None) or {}
        usage = getattr(message, "usage_metadata", None) or {}
        token_usage = llm_output.get("token_usage") or {}
        meta = getattr(message, "response_metadata", None) or {}
        info = (generation.generation_info if generation is not None else None) or {}
        model = meta.get("model_name") or meta.get("model") or llm_output.get("model_name") or run.fields.get("request_model")
        finish = info.get("finish_reason") or meta.get("finish_reason") or meta.get("stop_reason")
        invocation = None
        if model:
            invocation = without_none({
                "provider": clip(str(run.fields.get("provider") or "unknown"), cap("ModelInvocation", "provider")),
                "model_name": clip(str(model), cap("ModelInvocation", "model_name")),
                "tokens_in": number(usage.get("input_tokens", token_usage.get("prompt_tokens"))),
                "tokens_out": number(usage.get("output_tokens", token_usage.get("completion_tokens"))),
                "temperature": run.fields.get("temperature"),
                "finish_reason": clip(finish, cap("ModelInvocation", "finish_reason")) if isinstance(finish, str) and finish else None,
            })
        return {
            "behavior": "Thinking",
            "prompt": clip(run.fields.get("prompt") or "(no input)", cap("ThinkingRecord", "prompt")),
            "output_payload": clip(output or "(no output)", cap("ThinkingRecord", "output_payload")),
            "model_invocation": invocation,
        }

    @staticmethod
    def _tool(run: _Run, output: Any, error: BaseException | None) -> dict[str, Any]:
        text = _error_text(error) if error is not None else (None if output is None else text_of(output))
        return {
            "behavior": "ToolCalling",
            "tool_meta": without_none({"tool_id": clip(run.name, cap("ToolMeta", "tool_id")), "call_id": run.fields.get("call_id")}),
            "input_payload": clip(str(run.fields.get("input") or ""), cap("ToolCallingRecord", "input_payload")) or None,
            "output_payload": None if text is None else clip(text, cap("ToolCallingRecord", "output_payload")),
            "success": error is None,
        }

    @staticmethod
    def _other(run: _Run, error: BaseException | None, **extra: Any) -> dict[str, Any]:
        data = without_none({"name": run.name, **run.fields, **extra, "error": _error_text(error) if error is not None else None})
        return {"behavior": "Other", "label": clip(run.kind, cap("OtherRecord", "label")), "data": fitted(data, cap("OtherRecord", "data"))}


#: The callbacks both handlers implement, each delegating to the mapper.
_EVENTS = (
    "on_chat_model_start", "on_llm_start", "on_llm_end", "on_llm_error", "on_tool_start", "on_tool_end", "on_tool_error",
    "on_chain_start", "on_chain_end", "on_chain_error", "on_retriever_start", "on_retriever_end", "on_retriever_error",
)


class LedgerCallbackHandler(BaseCallbackHandler):
    """Records a LangChain or LangGraph run. Every callback returns at once: records go through the
    client's background delivery (``enqueue``); nothing raises into the agent (failures go to the
    ``trace_ledger`` logger, ``on_error`` and ``stats()``)."""

    run_inline = True

    def __init__(self, client: Enqueuer, *, on_error: OnError | None = None) -> None:
        self._mapper = _Mapper(client, on_error)

    def stats(self) -> IntegrationStats:
        return self._mapper.emitter.stats()


class AsyncLedgerCallbackHandler(AsyncCallbackHandler):
    """LedgerCallbackHandler for async runs (``ainvoke``, ``astream``): the same records, inline on the event loop."""

    run_inline = True

    def __init__(self, client: Enqueuer, *, on_error: OnError | None = None) -> None:
        self._mapper = _Mapper(client, on_error)

    def stats(self) -> IntegrationStats:
        return self._mapper.emitter.stats()


def _sync_event(name: str) -> Callable[..., None]:
    def event(self: LedgerCallbackHandler, *args: Any, **kwargs: Any) -> None:
        self._mapper.guarded(name, getattr(self._mapper, name), *args, **kwargs)

    event.__name__ = name
    return event


def _async_event(name: str) -> Callable[..., Any]:
    async def event(self: AsyncLedgerCallbackHandler, *args: Any, **kwargs: Any) -> None:
        self._mapper.guarded(name, getattr(self._mapper, name), *args, **kwargs)

    event.__name__ = name
    return event


for _name in _EVENTS:
    setattr(LedgerCallbackHandler, _name, _sync_event(_name))
    setattr(AsyncLedgerCallbackHandler, _name, _async_event(_name))
