"""A real service for the tests: ``npm start``'s server on an embedded database (PGlite) in a temp
dir, on a free port read from its "trace-ledger listening" log line; and the shared vectors."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

REPO = Path(__file__).resolve().parents[2]
VECTORS = REPO / "test" / "vectors"


def vectors(name: str) -> list[dict[str, Any]]:
    data: dict[str, Any] = json.loads((VECTORS / name).read_text("utf-8"))
    return list(data["vectors"])


@dataclass(frozen=True)
class Service:
    url: str
    admin_token: str

    def new_owner(self, byow_address: str | None = None) -> str:
        """A fresh owner (through the admin endpoint), custodial or anchoring with ``byow_address``; its API key."""
        wallet = {"mode": "byow", "address": byow_address} if byow_address else {"mode": "custodial"}
        response = httpx.post(
            f"{self.url}/v1/owners",
            headers={"authorization": f"Bearer {self.admin_token}"},
            json={"name": f"owner-{secrets.token_hex(4)}", "wallet": wallet},
        )
        response.raise_for_status()
        key: str = response.json()["api_key"]
        return key


def _start(data_dir: Path) -> tuple[subprocess.Popen[str], Service]:
    admin = f"admin-{secrets.token_hex(16)}"
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": os.environ.get("HOME", str(data_dir)),
        "HOST": "127.0.0.1",
        "PORT": "0",
        "LOG_LEVEL": "info",
        "DATA_DIR": str(data_dir),
        "ADMIN_TOKEN": admin,
        "RATE_LIMIT_REQUESTS": "1000000",
        "AUTH_FAILURE_LIMIT": "1000000",
        # Checkpoints only when a test anchors: a record must stay beyond the latest one until then.
        "CHECKPOINT_INTERVAL_MS": "0",
    }
    process = subprocess.Popen(
        ["node", "scripts/run-ts.mjs", "server/main.ts"],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    seen: list[str] = []
    for line in process.stdout:
        seen.append(line)
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and entry.get("msg") == "trace-ledger listening":
            # Keep draining: a full pipe would stall the service.
            threading.Thread(target=lambda: [None for _ in process.stdout or ()], daemon=True).start()
            return process, Service(str(entry["url"]).rstrip("/"), admin)
    process.wait()
    raise RuntimeError("the service exited before listening:\n" + "".join(seen[-40:]))


@pytest.fixture(scope="session")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    process, running = _start(tmp_path_factory.mktemp("ledger-data"))
    try:
        yield running
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture
def api_key(service: Service) -> str:
    return service.new_owner()
