"""The Python chaos client (test/chaos/README.md): enqueues records CHAOS_FROM..CHAOS_TO in
background mode with a spool, waiting whenever the queue is full, then flushes until nothing is
pending. CHAOS_ASYNC=1 drives the AsyncLedgerClient (its task-based sender) instead."""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any

from trace_ledger import AsyncLedgerClient, LedgerClient, RateLimitError

NONCE = os.environ["CHAOS_NONCE"]
FROM, TO = int(os.environ["CHAOS_FROM"]), int(os.environ["CHAOS_TO"])
BACKGROUND = {"spool_dir": os.environ["CHAOS_SPOOL"], "max_queue_bytes": int(os.environ["CHAOS_MAX_QUEUE_BYTES"]), "linger_ms": 20}
RETRY = {"backoff_ms": (50, 100, 250)}


def record(i: int) -> dict[str, Any]:
    """Record ``i``, the same in every SDK's client."""
    common = {"record_id": f"{NONCE}-0000-4000-8000-{i:012d}", "session_id": f"chaos-{i // 1000}", "client_ts_utc": 1_767_225_600_000 + i}
    if i % 2 == 0:
        return {**common, "behavior": "Observing", "trigger_source": "chaos", "trigger_description": f"record {i}"}
    return {
        **common,
        "behavior": "Thinking",
        "prompt": f'record {i}: é ✓ 𝄞 <&> "q"',
        "output_payload": "ok",
        "tags": ["chaos", "ü"],
        "model_invocation": {"provider": "openai", "model_name": "gpt-4o", "temperature": 0.5, "tokens_in": i},
    }


def run_sync() -> None:
    max_seen = 0
    with LedgerClient(background=BACKGROUND, retry=RETRY, timeout=5) as client:
        for i in range(FROM, TO):
            while True:
                try:
                    client.enqueue(record(i))
                    break
                except RateLimitError:
                    time.sleep(0.005)  # the queue is full: the service is slow or away
            max_seen = max(max_seen, client.stats().queued_bytes)
            if (i + 1) % 1000 == 0:
                print(f"progress {i + 1} {max_seen}", flush=True)
        acked = duplicates = failed = 0
        while True:
            result = client.flush(5)
            acked, duplicates, failed = acked + result.acked, duplicates + result.duplicates, failed + len(result.failed)
            if result.pending == 0:
                break
    print(f"done {acked} {duplicates} {failed} {max_seen}", flush=True)


async def run_async() -> None:
    max_seen = 0
    async with AsyncLedgerClient(background=BACKGROUND, retry=RETRY, timeout=5) as client:
        for i in range(FROM, TO):
            while True:
                try:
                    client.enqueue(record(i))
                    break
                except RateLimitError:
                    await asyncio.sleep(0.005)
            max_seen = max(max_seen, client.stats().queued_bytes)
            if (i + 1) % 1000 == 0:
                print(f"progress {i + 1} {max_seen}", flush=True)
                await asyncio.sleep(0)  # let the sender task run
        acked = duplicates = failed = 0
        while True:
            result = await client.flush(5)
            acked, duplicates, failed = acked + result.acked, duplicates + result.duplicates, failed + len(result.failed)
            if result.pending == 0:
                break
    print(f"done {acked} {duplicates} {failed} {max_seen}", flush=True)


if __name__ == "__main__":
    if os.environ.get("CHAOS_ASYNC") == "1":
        asyncio.run(run_async())
    else:
        run_sync()
