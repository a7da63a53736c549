"""The schema-evolution scenario through the Python SDK (README.md here)."""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

import trace_ledger

scenario = json.loads(open(sys.argv[1], encoding="utf-8").read())
notices: list[dict[str, str]] = []


class Notices(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        if "deprecates a schema version" in record.getMessage():
            notices.append({"deprecation": record.__dict__["deprecation"], "sunset": record.__dict__["sunset"]})


logging.getLogger("trace_ledger").addHandler(Notices())
client = trace_ledger.LedgerClient(api_key=scenario["api_key"], agent_id=scenario["agent_id"], endpoint=scenario["endpoint"])


def outcome(record: dict[str, Any]) -> dict[str, Any]:
    try:
        return {"is_duplicate": client.submit(record).is_duplicate}
    except trace_ledger.LedgerError as error:
        return {"class": type(error).__name__, "code": error.code, "field": error.details.get("field")}


result = {
    "resubmitted": outcome(scenario["stored"]),
    "old_rules": outcome(scenario["old_version_big"]),
    "new_rules": outcome(scenario["new_version_big"]),
    "new_version": outcome(scenario["new_version"]),
    "deprecation_notices": notices,
}
print(json.dumps(result))
