"""The Python enqueue micro-benchmark of bench scenario Q (bench/enqueue/README.md): the CPU time
per record on the caller's thread of validate_record alone, and what enqueue adds to it without a
spool and with one (the blocking LedgerClient, whose sender is a thread).

    python bench/enqueue/enqueue.py <records.json> <records>
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from typing import Any

from trace_ledger import LedgerClient, _records, validate_record

#: Small blocks: the scenario gives Python fewer records than the others, and the median wants many blocks.
BLOCK = 20
QUEUED = 1_000
Way = Callable[[dict[str, Any]], object]


def client(spool_dir: str | None) -> LedgerClient:
    # Nothing listens there: the sender's attempts fail and wait, the queue holds every record.
    background = {"max_queue_bytes": 1 << 30, "linger_ms": 60_000, "exit_flush_s": 0, "spool_dir": spool_dir}
    return LedgerClient(endpoint="http://127.0.0.1:9", api_key="bench", agent_id="bench-enqueue", background=background)


def measure(records: Sequence[dict[str, Any]], n: int) -> list[list[float]]:
    """validate_record, enqueue without a spool and enqueue with one take turns over blocks of
    records, so drift and other load hit the three alike; fresh clients every QUEUED records (a
    queue being delivered holds a few thousand, not all ever enqueued). The µs of CPU per record
    of each, block by block."""
    blocks: list[list[float]] = [[], [], []]
    for start in range(0, n, QUEUED):
        spool_dir = tempfile.mkdtemp(prefix="trace-ledger-enqueue-bench-")
        plain, spooled = client(None), client(spool_dir)
        ways: list[Way] = [validate_record, plain.enqueue, spooled.enqueue]
        for block in range(start, min(n, start + QUEUED), BLOCK):
            for w, way in enumerate(ways):
                # thread_time: this thread's CPU, so the sender thread and other processes are left out.
                started = time.thread_time()
                for i in range(block, block + BLOCK):
                    way(records[i % len(records)])
                blocks[w].append((time.thread_time() - started) / BLOCK * 1e6)
        plain.close(0)
        spooled.close(0)
        shutil.rmtree(spool_dir, ignore_errors=True)
    return blocks


def over(enqueued: list[float], validated: list[float]) -> float:
    """What enqueue adds to validation: the median over blocks, so a GC pass or a preemption in one block does not decide it."""
    return statistics.median(e - v for e, v in zip(enqueued, validated))


def enqueue_alone(records: Sequence[dict[str, Any]], n: int) -> float:
    """µs of CPU per record of enqueue with the SDK's validation made a no-op: exactly what
    enqueue adds to it, without the noise of a difference of two figures."""
    check = getattr(_records, "check_record")
    setattr(_records, "check_record", lambda record: None)
    try:
        return statistics.fmean(measure(records, n)[1])
    finally:
        setattr(_records, "check_record", check)


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        records: list[dict[str, Any]] = json.load(f)
    count = int(sys.argv[2])
    measure(records, min(count, 200))  # warm-up
    validate, enqueue, spool = measure(records, count)
    alone = enqueue_alone(records, count)
    mean = statistics.fmean
    print(
        json.dumps(
            {
                "validate_us": mean(validate),
                "enqueue_over_us": over(enqueue, validate),
                "enqueue_spool_over_us": over(spool, validate),
                "enqueue_over_mean_us": mean(enqueue) - mean(validate),
                "enqueue_spool_over_mean_us": mean(spool) - mean(validate),
                "enqueue_without_validation_us": alone,
            }
        )
    )


if __name__ == "__main__":
    main()
