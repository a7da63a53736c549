"""The OpenTelemetry Python SDK's OTLP/HTTP exporter against the service's OTLP endpoint: a manual
invoke_agent -> chat -> execute_tool tree, and the official OpenAI instrumentation driving the
`openai` client against a local stand-in for the model API, become records with the mapped
behaviours, parents and model fields; the same spans again store nothing new."""

from __future__ import annotations

import hashlib
import json
import secrets
import threading
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import openai
import pytest
from opentelemetry.exporter.otlp.proto.http import Compression
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.instrumentation.openai_v2 import OpenAIInstrumentor
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExportResult
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Span, Tracer, set_span_in_context

from trace_ledger import LedgerClient

from .conftest import Service


def record_id_of(trace_id: int, span_id: int) -> str:
    """docs/otel.md's derivation, written again here: the service must agree with it."""
    digest = bytearray(
        hashlib.sha256(b"trace-ledger/otlp-span\0" + trace_id.to_bytes(16, "big") + span_id.to_bytes(8, "big")).digest()[:16]
    )
    digest[6] = (digest[6] & 0x0F) | 0x40
    digest[8] = (digest[8] & 0x3F) | 0x80
    return str(uuid.UUID(bytes=bytes(digest)))


class Ledger:
    def __init__(self, service: Service, api_key: str) -> None:
        self.url = f"{service.url}/v1/otlp/v1/traces"
        self.agent_id = LedgerClient.register_agent(api_key=api_key, name=f"otel-{secrets.token_hex(4)}", endpoint=service.url).agent_id
        self.headers = {"authorization": f"Bearer {api_key}", "x-ledger-agent-id": self.agent_id}
        self.client = LedgerClient(api_key=api_key, agent_id=self.agent_id, endpoint=service.url)

    def exporter(self, compression: Compression = Compression.NoCompression) -> OTLPSpanExporter:
        return OTLPSpanExporter(endpoint=self.url, headers=self.headers, compression=compression)

    def session(self, trace_id: int) -> dict[str, dict[str, Any]]:
        records = self.client.get_session(format(trace_id, "032x")).records
        return {str(record.record_id): record.model_dump(exclude_none=True) for record in records}


@pytest.fixture
def ledger(service: Service, api_key: str) -> Iterator[Ledger]:
    made = Ledger(service, api_key)
    yield made
    made.client.close()


def provider_for(*exporters: Any) -> tuple[TracerProvider, Tracer]:
    provider = TracerProvider(resource=Resource.create({"service.name": "python-otel-test"}))
    for exporter in exporters:
        provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, provider.get_tracer("python-otel-test")


def agent_run(tracer: Tracer) -> tuple[Span, Span, Span]:
    root = tracer.start_span("invoke_agent planner", attributes={"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "planner"})
    context = set_span_in_context(root)
    chat = tracer.start_span(
        "chat claude-sonnet",
        context=context,
        attributes={
            "gen_ai.operation.name": "chat",
            "gen_ai.system": "anthropic",  # the v1.36 name: read like gen_ai.provider.name
            "gen_ai.request.model": "claude-sonnet",
            "gen_ai.usage.input_tokens": 50,
            "gen_ai.usage.output_tokens": 9,
            "gen_ai.input.messages": json.dumps([{"role": "user", "parts": [{"type": "text", "content": "Plan my week"}]}]),
        },
    )
    chat.end()
    tool = tracer.start_span(
        "execute_tool calendar",
        context=context,
        attributes={"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "calendar", "gen_ai.tool.call.arguments": '{"week": 48}'},
    )
    tool.end()
    root.end()
    return root, chat, tool


def test_a_manual_agent_run_becomes_records_children_first_and_a_resend_stores_nothing(ledger: Ledger) -> None:
    memory = InMemorySpanExporter()
    # SimpleSpanProcessor exports each span as it ends: children first, each in a request of its own.
    provider, tracer = provider_for(ledger.exporter(), memory)
    root, chat, tool = agent_run(tracer)
    provider.shutdown()

    trace_id = root.get_span_context().trace_id
    ids = {name: record_id_of(trace_id, span.get_span_context().span_id) for name, span in (("root", root), ("chat", chat), ("tool", tool))}
    records = ledger.session(trace_id)
    assert set(records) == set(ids.values())
    assert records[ids["root"]]["behavior"] == "Other" and "parent_record_id" not in records[ids["root"]]
    assert records[ids["chat"]]["behavior"] == "Thinking"
    assert records[ids["chat"]]["parent_record_id"] == ids["root"]
    assert records[ids["chat"]]["model_invocation"] == {"provider": "anthropic", "model_name": "claude-sonnet", "tokens_in": 50, "tokens_out": 9}
    assert "Plan my week" in records[ids["chat"]]["prompt"]
    assert records[ids["tool"]]["behavior"] == "ToolCalling"
    assert records[ids["tool"]]["parent_record_id"] == ids["root"]
    assert records[ids["tool"]]["tool_meta"] == {"tool_id": "calendar"}
    assert records[ids["tool"]]["input_payload"] == '{"week": 48}'

    # The same spans again, all in one gzip request: accepted, nothing new stored.
    again = ledger.exporter(Compression.Gzip)
    assert again.export(memory.get_finished_spans()) == SpanExportResult.SUCCESS
    again.shutdown()  # type: ignore[no-untyped-call]
    assert ledger.session(trace_id) == records


class StandInModel(BaseHTTPRequestHandler):
    """Answers POST /v1/chat/completions as the OpenAI API does, always with the same completion."""

    def do_POST(self) -> None:  # noqa: N802 (http.server's name)
        request = json.loads(self.rfile.read(int(self.headers["content-length"])))
        body = json.dumps(
            {
                "id": "chatcmpl-standin",
                "object": "chat.completion",
                "created": 1_790_000_000,
                "model": f"{request['model']}-2026-01-01",
                "choices": [{"index": 0, "message": {"role": "assistant", "content": "Sell 10% of ETH."}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 12, "completion_tokens": 5, "total_tokens": 17},
            }
        ).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (http.server's name)
        pass


@pytest.fixture
def model_api() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandInModel)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def test_the_openai_instrumentation_records_a_chat_as_thinking(ledger: Ledger, model_api: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_SEMCONV_STABILITY_OPT_IN", "gen_ai_latest_experimental")
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "SPAN_ONLY")
    memory = InMemorySpanExporter()
    provider, tracer = provider_for(ledger.exporter(), memory)
    instrumentor = OpenAIInstrumentor()  # type: ignore[no-untyped-call]
    instrumentor.instrument(tracer_provider=provider)
    try:
        with tracer.start_as_current_span("invoke_agent trader", attributes={"gen_ai.operation.name": "invoke_agent"}) as root:
            model = openai.OpenAI(base_url=model_api, api_key="stand-in", max_retries=0)
            answer = model.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "Rebalance?"}], temperature=0.3)
            model.close()
    finally:
        instrumentor.uninstrument()
        provider.shutdown()
    assert answer.choices[0].message.content == "Sell 10% of ETH."

    spans = memory.get_finished_spans()
    chat = next(span for span in spans if span.attributes and span.attributes.get("gen_ai.operation.name") == "chat")
    trace_id = root.get_span_context().trace_id
    records = ledger.session(trace_id)
    assert chat.context is not None
    record = records[record_id_of(trace_id, chat.context.span_id)]
    assert record["behavior"] == "Thinking"
    assert record["parent_record_id"] == record_id_of(trace_id, root.get_span_context().span_id)
    assert record["model_invocation"] == {
        "provider": "openai",
        "model_name": "gpt-4o-mini-2026-01-01",
        "tokens_in": 12,
        "tokens_out": 5,
        "temperature": 0.3,
        "finish_reason": "stop",
    }
    assert "Rebalance?" in record["prompt"]
    assert "Sell 10% of ETH." in record["output_payload"]
