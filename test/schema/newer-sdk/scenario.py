"""An SDK newer than the service (test/schema/newer-sdk.test.ts), through the Python SDK."""

from __future__ import annotations

import json
import sys
from typing import Any

import trace_ledger

scenario = json.loads(open(sys.argv[1], encoding="utf-8").read())


def connect() -> trace_ledger.LedgerClient:
    return trace_ledger.LedgerClient(api_key=scenario["api_key"], agent_id=scenario["agent_id"], endpoint=scenario["endpoint"])


client = connect()


def stored(record_id: str) -> str:
    return str(client.get_record(record_id).schema_version)


def submitted(record: dict[str, Any]) -> dict[str, Any]:
    try:
        return {"stored_as": stored(client.submit(record).record_id)}
    except trace_ledger.LedgerError as error:
        return {"code": error.code}


def observing(trigger_source: str) -> dict[str, Any]:
    return {"behavior": "Observing", "session_id": "newer-sdk", "trigger_source": trigger_source}


first = submitted(observing("market-feed"))
second = submitted(observing("market-feed"))
beyond = submitted(observing("x" * scenario["beyond_bytes"]))
batch = connect().submit_batch([observing("a"), observing("b")])
batched = [stored(result.record_id) if isinstance(result, trace_ledger.RecordAck) else result.code for result in batch.results]
print(json.dumps({"first": first, "second": second, "beyond": beyond, "batched": batched}))
