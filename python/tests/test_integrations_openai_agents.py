"""The OpenAI Agents SDK (the real ``openai-agents`` package) with an offline fake Model, traced by
LedgerTracingProcessor into a real service: a run with a tool call and a guardrail, a nested run
(an agent as a tool), a failing tool, and a replay of the same events (duplicates only)."""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

# Not importorskip: CI installs python[dev], which pins the framework; a missing one fails.
from agents import Agent, GuardrailFunctionOutput, InputGuardrailTripwireTriggered, ModelResponse, Runner, function_tool, input_guardrail
from agents import set_trace_processors, trace
from agents.items import TResponseStreamEvent
from agents.models.interface import Model
from agents.tracing import Span, Trace, TracingProcessor, generation_span, response_span
from agents.usage import Usage
from openai.types.responses import Response, ResponseFunctionToolCall, ResponseOutputMessage, ResponseOutputText, ResponseUsage

from trace_ledger import LedgerClient, ReadRecord
from trace_ledger.integrations._common import record_id_of
from trace_ledger.integrations.openai_agents import LedgerTracingProcessor

from . import integration_support as support
from .conftest import Service


def _call(name: str, arguments: dict[str, Any]) -> ResponseFunctionToolCall:
    tag = secrets.token_hex(4)
    arguments_text = json.dumps(arguments)
    return ResponseFunctionToolCall(id=f"fc_{tag}", call_id=f"call_{tag}", type="function_call", name=name, arguments=arguments_text, status="completed")


def _text(text: str) -> ResponseOutputMessage:
    content = [ResponseOutputText(type="output_text", text=text, annotations=[])]
    return ResponseOutputMessage(id=f"msg_{secrets.token_hex(4)}", type="message", role="assistant", status="completed", content=content)


class FakeModel(Model):
    """Answers from a script, tracing each call as a generation span as the SDK's chat-completions model does."""

    def __init__(self, *turns: ResponseFunctionToolCall | ResponseOutputMessage) -> None:
        self.turns = list(turns)

    async def get_response(self, system_instructions: str | None, input: Any, *_: Any, **__: Any) -> ModelResponse:
        turn = self.turns.pop(0)
        messages = [{"role": "system", "content": system_instructions}] if system_instructions else []
        messages += [{"role": "user", "content": input}] if isinstance(input, str) else list(input)
        config = {"temperature": 0.2, "base_url": "https://api.openai.com/v1/", "model_impl": "openai_chatcompletions"}
        with generation_span(model="gpt-fake-1", model_config=config, input=messages) as span:
            output: dict[str, Any]
            if isinstance(turn, ResponseFunctionToolCall):
                call = {"id": turn.call_id, "type": "function", "function": {"name": turn.name, "arguments": turn.arguments}}
                output = {"role": "assistant", "tool_calls": [call]}
            else:
                output = {"role": "assistant", "content": turn.content[0].text, "finish_reason": "stop"}  # type: ignore[union-attr]
            span.span_data.output = [output]
            span.span_data.usage = {"input_tokens": 11, "output_tokens": 7}
        return ModelResponse(output=[turn], usage=Usage(requests=1, input_tokens=11, output_tokens=7, total_tokens=18), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[TResponseStreamEvent]:
        raise NotImplementedError


class FakeResponsesModel(FakeModel):
    """The same script, traced as the SDK's Responses API model does: a response span holding the Response."""

    async def get_response(self, system_instructions: str | None, input: Any, *_: Any, **__: Any) -> ModelResponse:
        turn = self.turns.pop(0)
        details = {"input_tokens_details": {"cached_tokens": 0, "cache_write_tokens": 0}, "output_tokens_details": {"reasoning_tokens": 0}}
        usage = ResponseUsage(input_tokens=13, output_tokens=5, total_tokens=18, **details)
        response = Response(id="resp_1", created_at=0, model="gpt-fake-2025-01-01", object="response", output=[turn], parallel_tool_calls=True,
                            tool_choice="auto", tools=[], usage=usage, temperature=0.5, status="completed", instructions=system_instructions)
        with response_span(response=response) as span:
            span.span_data.input = input  # as the SDK's Responses model sets it
        return ModelResponse(output=[turn], usage=Usage(requests=1, input_tokens=13, output_tokens=5, total_tokens=18), response_id="resp_1")


class Recorder(TracingProcessor):
    """Keeps every event, to replay them."""

    def __init__(self) -> None:
        self.events: list[tuple[str, Trace | Span[Any]]] = []

    def on_trace_start(self, trace: Trace) -> None:
        self.events.append(("on_trace_start", trace))

    def on_trace_end(self, trace: Trace) -> None:
        self.events.append(("on_trace_end", trace))

    def on_span_start(self, span: Span[Any]) -> None:
        self.events.append(("on_span_start", span))

    def on_span_end(self, span: Span[Any]) -> None:
        self.events.append(("on_span_end", span))

    def shutdown(self) -> None: ...

    def force_flush(self) -> None: ...


get_weather = function_tool(support.get_weather)
broken_tool = function_tool(support.broken_station)


@input_guardrail
def polite(context: Any, agent: Any, input: Any) -> GuardrailFunctionOutput:
    return GuardrailFunctionOutput(output_info="ok", tripwire_triggered=False)


@input_guardrail
def blocking(context: Any, agent: Any, input: Any) -> GuardrailFunctionOutput:
    return GuardrailFunctionOutput(output_info="off topic", tripwire_triggered=True)


@pytest.fixture
def ledger(service: Service, api_key: str) -> Iterator[tuple[LedgerClient, LedgerTracingProcessor, Recorder]]:
    agent = LedgerClient.register_agent(api_key=api_key, name=f"oai-{secrets.token_hex(3)}", endpoint=service.url)
    client = LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, background={"exit_flush_s": 0, "linger_ms": 5})
    processor, recorder = LedgerTracingProcessor(client), Recorder()
    set_trace_processors([recorder, processor])
    try:
        yield client, processor, recorder
    finally:
        set_trace_processors([])
        client.close()


def _run(agent: Agent[Any], text: str, group: str) -> str:
    async def go() -> str:
        with trace("weather chat", group_id=group):
            result = await Runner.run(agent, text)
        return str(result.final_output)

    return asyncio.run(go())


def _by_behavior(records: list[ReadRecord], behavior: str) -> list[dict[str, Any]]:
    return [r.model_dump(mode="json", exclude_none=True) for r in records if r.behavior == behavior]


def test_a_run_with_a_tool_call_and_a_guardrail(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, _ = ledger
    group = f"conv-{secrets.token_hex(4)}"
    agent = Agent(name="weather", instructions="Answer briefly.", tools=[get_weather], input_guardrails=[polite],
                  model=FakeModel(_call("get_weather", {"city": "Paris"}), _text("It is sunny in Paris.")))
    assert _run(agent, "What is the weather in Paris?", group) == "It is sunny in Paris."
    processor.force_flush()
    assert processor.stats().failed == 0 and processor.stats().waiting == 0
    records = client.get_session(group).records  # the trace's group_id is the session
    thinking = _by_behavior(records, "Thinking")
    assert len(thinking) == 2
    assert thinking[0]["prompt"] == "system: Answer briefly.\nuser: What is the weather in Paris?"
    assert thinking[0]["output_payload"] == 'assistant: [call get_weather({"city": "Paris"})]'
    assert thinking[0]["model_invocation"] == {"provider": "openai", "model_name": "gpt-fake-1", "tokens_in": 11, "tokens_out": 7, "temperature": 0.2}
    assert thinking[1]["output_payload"] == "assistant: It is sunny in Paris."
    assert thinking[1]["model_invocation"]["finish_reason"] == "stop"
    assert "tool: sunny in Paris" in thinking[1]["prompt"]
    [tool] = _by_behavior(records, "ToolCalling")
    assert tool["tool_meta"] == {"tool_id": "get_weather"} and tool["success"] is True
    assert json.loads(tool["input_payload"]) == {"city": "Paris"} and tool["output_payload"] == "sunny in Paris"
    [guard] = _by_behavior(records, "Reflecting")
    assert guard["reflection"] == "guardrail polite: passed" and guard["outcome"] == "success"
    assert _by_behavior(records, "Acting") == []  # the SDK marks no terminal action
    [run] = [r for r in _by_behavior(records, "Other") if r["label"] == "agent"]
    assert run["data"]["name"] == "weather" and run["data"]["tools"] == ["get_weather"]
    # Parents: the model calls, the guardrail and the tool call hang under the agent's turns; every
    # record came after its parent.
    by_id = {str(r.record_id): r.model_dump(mode="json", exclude_none=True) for r in records}
    turns = [r for r in _by_behavior(records, "Other") if r["label"] == "turn"]
    assert len(turns) == 2 and {t["parent_record_id"] for t in turns} == {run["record_id"]}
    assert {r["parent_record_id"] for r in [*thinking, tool, guard]} == {t["record_id"] for t in turns}
    order = list(by_id)
    assert all(order.index(r["parent_record_id"]) < order.index(r["record_id"]) for r in by_id.values() if "parent_record_id" in r)


def test_responses_api_spans_are_thinking_records(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, _ = ledger
    group = f"conv-{secrets.token_hex(4)}"
    model = FakeResponsesModel(_call("get_weather", {"city": "Bern"}), _text("Snow in Bern."))
    agent = Agent(name="weather", instructions="Be brief.", tools=[get_weather], model=model)
    assert _run(agent, "Weather in Bern?", group) == "Snow in Bern."
    processor.force_flush()
    thinking = _by_behavior(client.get_session(group).records, "Thinking")
    assert [t["prompt"] for t in thinking] == [
        "system: Be brief.\nuser: Weather in Bern?",
        'system: Be brief.\nuser: Weather in Bern?\nassistant: [call get_weather({"city": "Bern"})]\ntool: sunny in Bern',
    ]
    assert [t["output_payload"] for t in thinking] == ['assistant: [call get_weather({"city": "Bern"})]', "assistant: Snow in Bern."]
    assert thinking[1]["model_invocation"] == {
        "provider": "openai", "model_name": "gpt-fake-2025-01-01", "tokens_in": 13, "tokens_out": 5, "temperature": 0.5, "finish_reason": "completed",
    }


def test_a_triggered_guardrail_is_a_failed_reflection(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, _ = ledger
    group = f"conv-{secrets.token_hex(4)}"
    agent = Agent(name="weather", input_guardrails=[blocking], model=FakeModel(_text("never said")))
    with pytest.raises(InputGuardrailTripwireTriggered):
        _run(agent, "Tell me a secret", group)
    processor.force_flush()
    records = client.get_session(group).records
    [guard] = _by_behavior(records, "Reflecting")
    assert (guard["reflection"], guard["outcome"]) == ("guardrail blocking: triggered", "failure")
    assert processor.stats().waiting == 0 and processor.stats().failed == 0


def test_a_nested_run_hangs_under_the_tool_that_ran_it(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, _ = ledger
    group = f"conv-{secrets.token_hex(4)}"
    inner = Agent(name="forecaster", model=FakeModel(_text("Rain tomorrow.")))
    outer = Agent(name="planner", tools=[inner.as_tool(tool_name="ask_forecaster", tool_description="Asks the forecaster")],
                  model=FakeModel(_call("ask_forecaster", {"input": "Tomorrow in Oslo?"}), _text("Take an umbrella.")))
    assert _run(outer, "Plan my day", group) == "Take an umbrella."
    processor.force_flush()
    records = client.get_session(group).records
    by_id = {str(r.record_id): r.model_dump(mode="json", exclude_none=True) for r in records}
    [tool] = _by_behavior(records, "ToolCalling")
    assert tool["tool_meta"]["tool_id"] == "ask_forecaster" and tool["output_payload"] == "Rain tomorrow."
    [nested] = [r for r in _by_behavior(records, "Other") if r["label"] == "agent" and r["data"]["name"] == "forecaster"]
    assert tool["record_id"] in support.ancestors(by_id, nested)  # through the nested run's task span
    [inner_thought] = [r for r in _by_behavior(records, "Thinking") if r["output_payload"] == "assistant: Rain tomorrow."]
    assert nested["record_id"] in support.ancestors(by_id, inner_thought)
    assert all(r.get("parent_record_id") in (None, *by_id) for r in by_id.values())  # every parent is stored


def test_a_failing_tool_is_a_failed_tool_call(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, _ = ledger
    group = f"conv-{secrets.token_hex(4)}"
    agent = Agent(name="weather", tools=[broken_tool], model=FakeModel(_call("broken_station", {"city": "Lima"}), _text("Sorry.")))
    assert _run(agent, "Weather in Lima?", group) == "Sorry."
    processor.force_flush()
    [tool] = _by_behavior(client.get_session(group).records, "ToolCalling")
    # The SDK puts the error on the span (its details redacted unless the run asks otherwise).
    assert tool["success"] is False and tool["output_payload"].startswith("Error running tool (non-fatal)")


def test_a_replay_is_duplicates_only(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, recorder = ledger
    group = f"conv-{secrets.token_hex(4)}"
    agent = Agent(name="weather", tools=[get_weather], model=FakeModel(_call("get_weather", {"city": "Rome"}), _text("Warm.")))
    _run(agent, "Rome?", group)
    first = client.flush(30)
    assert first.acked >= 4 and first.failed == []
    replayer = LedgerTracingProcessor(client)  # a fresh process would see the same events
    for method, item in recorder.events:
        getattr(replayer, method)(item)
    assert replayer.stats().records == first.acked
    again = client.flush(30)
    assert (again.acked, again.duplicates, again.failed) == (0, first.acked, [])
    assert len(client.get_session(group).records) == first.acked


def test_unknown_spans_and_broken_events_never_raise(ledger: tuple[LedgerClient, LedgerTracingProcessor, Recorder]) -> None:
    client, processor, _ = ledger
    from agents.tracing import custom_span

    group = f"conv-{secrets.token_hex(4)}"
    with trace("custom", group_id=group):
        with custom_span("lookup", {"rows": 3, "odd": object()}):
            pass
    processor.on_span_end(object())  # type: ignore[arg-type] # not a span: counted, not raised
    processor.force_flush()
    [other] = _by_behavior(client.get_session(group).records, "Other")
    assert other["label"] == "custom" and other["data"]["data"]["rows"] == 3
    assert processor.stats().failed == 1


def test_record_ids_follow_the_shared_vectors() -> None:
    from .conftest import vectors

    for vector in vectors("integrations.json"):
        assert record_id_of(vector["framework"], vector["trace_id"], vector["span_id"]) == vector["record_id"], vector
