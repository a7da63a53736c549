"""What a Python framework integration adds to the framework's own cost, per span (issue 35: a
median of at most 50 µs). CPU time of the caller's thread (``time.thread_time``), as
bench/enqueue measures, so the sender thread and the machine's other load are left out.

- OpenAI Agents SDK: a function span (start and finish, inside a trace) with no processor, and
  with LedgerTracingProcessor: the difference is what the processor adds.
- LangChain: a tool's ``invoke`` with a handler that does nothing, and with
  LedgerCallbackHandler (LangChain's own dispatch to any handler, ``dispatch_us``, is its cost).

The variants take turns over blocks of spans; the median over blocks of each difference is
reported: ``overhead_us`` (the integration with a client), ``mapping_us`` (with a client whose
enqueue keeps nothing: the mapping alone, without the SDK's validation and encoding).
The client sends to 127.0.0.1:9, where nothing listens: the figures are the caller's work alone.

    .venv/bin/python bench/integrations/overhead.py [spans]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from agents import set_trace_processors
from agents.tracing import function_span, trace
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.tools import tool

from trace_ledger import LedgerClient
from trace_ledger.integrations.langchain import LedgerCallbackHandler
from trace_ledger.integrations.openai_agents import LedgerTracingProcessor

BLOCK = 20


def client() -> LedgerClient:
    background = {"max_queue_bytes": 1 << 30, "linger_ms": 60_000, "exit_flush_s": 0}
    return LedgerClient(endpoint="http://127.0.0.1:9", api_key="bench", agent_id="bench-integrations", background=background)


class Discard:
    """A client whose enqueue keeps nothing: what the mapping alone costs, without the SDK's validation."""

    def enqueue(self, record: dict[str, Any]) -> str:
        return str(record["record_id"])


def per_span(run: Callable[[int], None]) -> float:
    started = time.thread_time()
    run(BLOCK)
    return (time.thread_time() - started) / BLOCK * 1e6


def openai_agents(spans: int) -> dict[str, float]:
    processor, mapping = LedgerTracingProcessor(client()), LedgerTracingProcessor(Discard())

    def spans_of(n: int) -> None:
        with trace("bench"):
            for i in range(n):
                with function_span("get_weather", input='{"city": "Paris"}') as span:
                    span.span_data.output = f"sunny {i}"

    bare, mapped, traced = [], [], []
    for _ in range(spans // BLOCK):
        set_trace_processors([])
        bare.append(per_span(spans_of))
        set_trace_processors([mapping])
        mapped.append(per_span(spans_of))
        set_trace_processors([processor])
        traced.append(per_span(spans_of))
    set_trace_processors([])
    return summary(bare, mapped, traced)


def langchain(spans: int) -> dict[str, float]:
    @tool
    def get_weather(city: str) -> str:
        """The weather in a city."""
        return f"sunny in {city}"

    handler, mapping = LedgerCallbackHandler(client()), LedgerCallbackHandler(Discard())

    def with_callbacks(callbacks: list[Any]) -> Callable[[int], None]:
        def run(n: int) -> None:
            for _ in range(n):
                get_weather.invoke({"city": "Paris"}, config={"callbacks": callbacks})

        return run

    class Noop(BaseCallbackHandler):
        run_inline = True

    bare, noop, mapped, traced = [], [], [], []
    for _ in range(spans // BLOCK):
        bare.append(per_span(with_callbacks([])))
        noop.append(per_span(with_callbacks([Noop()])))
        mapped.append(per_span(with_callbacks([mapping])))
        traced.append(per_span(with_callbacks([handler])))
    # LangChain's own dispatch to any handler (its callback manager) is the framework's cost: the
    # overhead is the ledger handler's time above a handler that does nothing.
    return {**summary(noop, mapped, traced), "dispatch_us": round(statistics.median(n - b for n, b in zip(noop, bare)), 1)}


def summary(bare: list[float], mapped: list[float], traced: list[float]) -> dict[str, float]:
    return {
        "framework_us": round(statistics.median(bare), 1),  # with a no-op handler, for LangChain
        "overhead_us": round(statistics.median(t - b for t, b in zip(traced, bare)), 1),
        "mapping_us": round(statistics.median(m - b for m, b in zip(mapped, bare)), 1),  # of which without enqueue
    }


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4_000
    print(json.dumps({"spans": n, "openai_agents": openai_agents(n), "langchain": langchain(n)}))
