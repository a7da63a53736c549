"""LangChain and LangGraph (the real ``langchain-core`` and ``langgraph`` packages) with offline fake
chat models, traced by LedgerCallbackHandler / AsyncLedgerCallbackHandler into a real service: a
graph run with a tool call, a nested run (a graph as another graph's node), a failing tool, a replay
of the same events (duplicates only), and events the mapping does not know."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterator
from typing import Any
from uuid import uuid4

import pytest

# Not importorskip: CI installs python[dev], which pins the frameworks; a missing one fails.
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from trace_ledger import LedgerClient, ReadRecord
from trace_ledger.integrations.langchain import AsyncLedgerCallbackHandler, LedgerCallbackHandler

from . import integration_support as support
from .conftest import Service


class Recorder(BaseCallbackHandler):
    """Keeps every event, to replay them."""

    run_inline = True

    def __init__(self) -> None:
        self.events: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __getattribute__(self, name: str) -> Any:
        if name.startswith("on_") and name != "on_llm_new_token":
            return lambda *args, **kwargs: object.__getattribute__(self, "events").append((name, args, kwargs))
        return object.__getattribute__(self, name)


class NamedFakeChat(GenericFakeChatModel):
    model_name: str = "fake-chat-1"


class NamedFakeList(FakeListChatModel):
    model_name: str = "fake-list-1"


get_weather = tool(support.get_weather)
broken_station = tool(support.broken_station)


def _graph(tools: list[Any], *replies: AIMessage) -> Any:
    model = NamedFakeChat(messages=iter(replies))

    def call_model(state: MessagesState, config: RunnableConfig) -> dict[str, Any]:
        return {"messages": [model.invoke([SystemMessage("Answer briefly."), *state["messages"]], config=config)]}

    graph = StateGraph(MessagesState)
    graph.add_node("model", call_model)
    graph.add_node("tools", ToolNode(tools, handle_tool_errors=True))
    graph.add_edge(START, "model")
    graph.add_conditional_edges("model", tools_condition)
    graph.add_edge("tools", "model")
    return graph.compile()


def _calls(name: str, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": f"call_{secrets.token_hex(3)}"}])


@pytest.fixture
def client(service: Service, api_key: str) -> Iterator[LedgerClient]:
    agent = LedgerClient.register_agent(api_key=api_key, name=f"lc-{secrets.token_hex(3)}", endpoint=service.url)
    with LedgerClient(api_key=api_key, agent_id=agent.agent_id, endpoint=service.url, background={"exit_flush_s": 0, "linger_ms": 5}) as client:
        yield client


def _plain(records: list[ReadRecord]) -> list[dict[str, Any]]:
    return [r.model_dump(mode="json", exclude_none=True) for r in records]


def _run(client: LedgerClient, graph: Any, text: str, *handlers: BaseCallbackHandler) -> tuple[str, list[dict[str, Any]]]:
    thread = f"thread-{secrets.token_hex(4)}"
    handler = LedgerCallbackHandler(client)
    graph.invoke({"messages": [HumanMessage(text)]}, config={"callbacks": [handler, *handlers], "configurable": {"thread_id": thread}})
    assert client.flush(30).failed == []
    assert handler.stats().failed == 0 and handler.stats().waiting == 0
    return thread, _plain(client.get_session(thread).records)  # the thread is the session


def test_a_graph_run_with_a_tool_call(client: LedgerClient) -> None:
    graph = _graph([get_weather], _calls("get_weather", city="Paris"), AIMessage("Sunny in Paris."))
    _, records = _run(client, graph, "Weather in Paris?")
    thinking = [r for r in records if r["behavior"] == "Thinking"]
    assert [t["prompt"] for t in thinking][0] == "system: Answer briefly.\nuser: Weather in Paris?"
    assert thinking[0]["output_payload"] == "assistant: [call get_weather({\"city\":\"Paris\"})]"
    assert thinking[1]["output_payload"] == "assistant: Sunny in Paris."
    assert "tool: sunny in Paris" in thinking[1]["prompt"] and "[{" not in thinking[1]["prompt"]
    assert thinking[0]["model_invocation"]["model_name"] == "fake-chat-1"
    assert "gen_ai.request.model=fake-chat-1" in thinking[0]["tags"]
    [call] = [r for r in records if r["behavior"] == "ToolCalling"]
    assert call["tool_meta"]["tool_id"] == "get_weather" and call["success"] is True and call["output_payload"] == "sunny in Paris"
    assert "Paris" in call["input_payload"]
    assert not [r for r in records if r["behavior"] == "Acting"]
    nodes = {r["data"].get("langgraph_node") for r in records if r["behavior"] == "Other"}
    assert {"model", "tools"} <= nodes
    # Parents come first, and every parent is one of the session's records.
    order = [r["record_id"] for r in records]
    assert all(order.index(r["parent_record_id"]) < order.index(r["record_id"]) for r in records if "parent_record_id" in r)
    assert len([r for r in records if "parent_record_id" not in r]) == 1  # the graph's root run


def test_a_nested_graph_hangs_under_the_node_that_ran_it(client: LedgerClient) -> None:
    inner = _graph([get_weather], _calls("get_weather", city="Oslo"), AIMessage("Rain in Oslo."))
    outer = StateGraph(MessagesState)
    outer.add_node("expert", inner)  # a graph as a node: a nested agent run
    outer.add_edge(START, "expert")
    outer.add_edge("expert", END)
    _, records = _run(client, outer.compile(), "Oslo?")
    by_id = {r["record_id"]: r for r in records}
    [call] = [r for r in records if r["behavior"] == "ToolCalling"]
    experts = {r["record_id"] for r in records if r["behavior"] == "Other" and r["data"].get("langgraph_node") == "expert"}
    ancestors = support.ancestors(by_id, call)
    assert experts and experts <= set(ancestors) and len(ancestors) >= 4  # tools node, inner graph, expert node, outer graph
    assert [r["output_payload"] for r in records if r["behavior"] == "Thinking"][-1] == "assistant: Rain in Oslo."


def test_a_failing_tool_is_a_failed_tool_call(client: LedgerClient) -> None:
    graph = _graph([broken_station], _calls("broken_station", city="Lima"), AIMessage("Sorry."))
    _, records = _run(client, graph, "Weather in Lima?")
    [call] = [r for r in records if r["behavior"] == "ToolCalling"]
    assert call["success"] is False and call["output_payload"] == "RuntimeError: no station in Lima"


def test_a_replay_is_duplicates_only(client: LedgerClient) -> None:
    recorder = Recorder()
    graph = _graph([get_weather], _calls("get_weather", city="Rome"), AIMessage("Warm."))
    thread, records = _run(client, graph, "Rome?", recorder)
    replayer = LedgerCallbackHandler(client)
    for name, args, kwargs in recorder.events:
        getattr(replayer, name)(*args, **kwargs)
    assert replayer.stats().records == len(records)
    again = client.flush(30)
    assert (again.acked, again.duplicates, again.failed) == (0, len(records), [])
    assert len(client.get_session(thread).records) == len(records)


def test_the_async_handler_records_an_async_run(client: LedgerClient) -> None:
    handler = AsyncLedgerCallbackHandler(client)
    session = f"conv-{secrets.token_hex(4)}"
    model = NamedFakeList(responses=["Hello there."])
    reply = asyncio.run(model.ainvoke([HumanMessage("Hi")], config={"callbacks": [handler], "metadata": {"session_id": session}}))
    assert reply.content == "Hello there."
    client.flush(30)
    [record] = _plain(client.get_session(session).records)
    assert (record["behavior"], record["prompt"], record["output_payload"]) == ("Thinking", "user: Hi", "assistant: Hello there.")
    assert record["model_invocation"]["model_name"] == "fake-list-1"


def test_unknown_and_broken_events_never_raise(client: LedgerClient) -> None:
    handler = LedgerCallbackHandler(client)
    run = uuid4()
    handler.on_chain_end({}, run_id=run)  # an end without its start: an Other record
    handler.on_llm_end("not a result", run_id=uuid4())  # type: ignore[arg-type] # unmappable: counted, not raised
    client.flush(30)
    [record] = _plain(client.get_session(str(run)).records)
    assert record["behavior"] == "Other"
    assert handler.stats().failed == 1
