"""The shared rendering of model messages (test/vectors/messages.json): the integrations render
prompts and outputs role by role as OTLP ingest (protocol/messages.ts) and go/otelledger do."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from trace_ledger.integrations._common import render_messages

_FILE: dict[str, Any] = json.loads((Path(__file__).resolve().parents[2] / "test" / "vectors" / "messages.json").read_text("utf-8"))


@pytest.mark.parametrize("vector", _FILE["messages"], ids=lambda v: v["name"])
def test_messages_render_as_the_shared_vectors_say(vector: dict[str, Any]) -> None:
    assert render_messages(vector["messages"]) == vector["text"]
