"""The Python spool peer (test/reliability/spool-peer.ts drives one per SDK, the same in each): a
background client with a spool, driven by lines on stdin, answering on stdout.

    enqueue FROM TO  → "refused I CODE CLASS" per record enqueue refused, then "enqueued N"
    flush            → "flushed PENDING"
    close            → "closed PENDING", and the process exits

The connection comes from LEDGER_API_KEY, LEDGER_AGENT_ID, LEDGER_ENDPOINT; the spool is
PEER_SPOOL; record i's id is PEER_NONCE-0000-4000-8000-<i, 12 digits>."""

from __future__ import annotations

import os
import sys

from trace_ledger import LedgerClient, LedgerError

client = LedgerClient(background={"spool_dir": os.environ["PEER_SPOOL"], "linger_ms": 5, "exit_flush_s": 0}, retry={"attempts": 0, "backoff_ms": (20,)})
print("ready", flush=True)
for line in sys.stdin:
    command, *numbers = line.split()
    if command == "enqueue":
        accepted = 0
        for i in range(int(numbers[0]), int(numbers[1])):
            record = {"record_id": f"{os.environ['PEER_NONCE']}-0000-4000-8000-{i:012d}", "session_id": "spool-peer", "behavior": "Observing", "trigger_source": "peer", "trigger_description": f"record {i}"}
            try:
                client.enqueue(record)
                accepted += 1
            except LedgerError as error:
                print(f"refused {i} {error.code} {type(error).__name__}", flush=True)
        print(f"enqueued {accepted}", flush=True)
    elif command == "flush":
        print(f"flushed {client.flush(5).pending}", flush=True)
    elif command == "close":
        print(f"closed {client.close(1).pending}", flush=True)
        break
