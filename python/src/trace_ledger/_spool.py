"""The durable spool of background delivery, in files; the same layout and rules as the TypeScript
and Go SDKs, so any of them replays what another left (docs/sdk-behaviour.md).

One directory per agent under ``spool_dir``; each process owns the segments named after it and
announces itself with a lock file holding its pid::

    <spool_dir>/<agent_id>/<owner>.lock         owner = <pid>-<random>
    <spool_dir>/<agent_id>/<owner>.<n>.jsonl    append-only, one record per line

A segment whose owner's lock is gone or whose pid is dead is claimed by renaming it to the
claimer's name (atomic: of two processes, one wins), then replayed; a replayed record that had
already been stored answers as a duplicate. The fsync policy: each record is written (one
write(2), no fsync) before ``enqueue`` returns, so a process crash loses none; the sender fsyncs,
never on the caller's thread nor under the lock ``enqueue`` takes, before each batch goes out, so a
machine crash loses at most what was enqueued since the previous batch.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

logger = logging.getLogger("trace_ledger")

#: A segment is closed and a new one started past this size, so acknowledged ones can go.
SEGMENT_BYTES = 1 << 20
_SEGMENT = re.compile(r"^(\d+-[0-9a-f]+)\.(r?\d+)\.jsonl$")


#: Owners open in this process: a lock with our pid is live only if it names one of them.
_OPEN_OWNERS: set[str] = set()


@dataclass(eq=False)
class Segment:
    path: str
    fd: int | None = None
    size: int = 0
    unsettled: int = 0
    sealed: bool = False
    #: A claimed segment's records not yet queued again.
    lines: deque[bytes] = field(default_factory=deque)


class FileSpool:
    def __init__(self, spool_dir: str | os.PathLike[str], agent_id: str) -> None:
        self._dir = os.path.join(os.fspath(spool_dir), re.sub(r"[^\w.-]", "_", agent_id))
        self._owner = f"{os.getpid()}-{secrets.token_hex(4)}"
        self._claimed: list[str] = []
        self._current: Segment | None = None
        self._seq = 0
        #: Files of the segments sealed since the last sync: the sender fsyncs and closes them.
        self._sealed: list[int] = []
        os.makedirs(self._dir, exist_ok=True)
        # The lock comes before any segment: a segment without a lock belongs to no live process.
        with open(self._path(f"{self._owner}.lock"), "x") as lock:
            lock.write(str(os.getpid()))
        _OPEN_OWNERS.add(self._owner)
        self._claim_orphans()

    def append(self, line: bytes) -> Segment:
        """One write(2) of the record's line on the segment's open file."""
        if self._current is None or self._current.size >= SEGMENT_BYTES:
            self._rotate()
        segment = self._current
        assert segment is not None and segment.fd is not None
        data = line + b"\n"
        os.write(segment.fd, data)
        segment.size += len(data)
        segment.unsettled += 1
        return segment

    def syncer(self) -> Callable[[], None]:
        """Called under the delivery's lock; what it returns makes every record appended so far
        durable, and runs without the lock, so that ``enqueue`` never waits for an fsync."""
        sealed, self._sealed = self._sealed, []
        current = self._current.fd if self._current is not None else None

        def sync() -> None:
            for fd in sealed:
                os.fsync(fd)
                os.close(fd)
            if current is not None:
                os.fsync(current)

        return sync

    def settle(self, segment: Segment) -> None:
        segment.unsettled -= 1
        if segment.unsettled > 0:
            return
        if segment is self._current:
            self._current = None
        self._remove(segment)

    def recover(self) -> Segment | None:
        """The next segment a dead process left (claimed by this one), with its readable lines."""
        while self._claimed:
            path = self._claimed.pop(0)
            with open(path, "rb") as file:
                raw = file.read().split(b"\n")
            lines = [line for line in raw if line and _is_record_line(line)]
            corrupt = sum(1 for line in raw if line) - len(lines)
            if corrupt:
                logger.warning("spool: skipped %d unreadable line(s) of %s", corrupt, path, extra={"file": path, "corrupt": corrupt})
            segment = Segment(path, unsettled=len(lines), sealed=True, lines=deque(lines))
            if not lines:
                self._remove(segment)
                continue
            logger.info("spool: replaying %d record(s) of %s", len(lines), path, extra={"file": path, "records": len(lines)})
            return segment
        return None

    def close(self) -> None:
        if self._current is not None:
            self._seal(self._current)
        self._current = None
        self.syncer()()
        # Without the lock, whatever is left here is the next process's to replay.
        _unlink(self._path(f"{self._owner}.lock"))
        _OPEN_OWNERS.discard(self._owner)

    def _rotate(self) -> None:
        if self._current is not None:
            self._seal(self._current)
        path = self._path(f"{self._owner}.{self._seq}.jsonl")
        self._seq += 1
        self._current = Segment(path, fd=os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600))

    def _seal(self, segment: Segment) -> None:
        """A full segment: its file is fsync'ed and closed by the next sync, not by the enqueue that filled it."""
        segment.sealed = True
        if segment.fd is not None:
            self._sealed.append(segment.fd)
            segment.fd = None
        if segment.unsettled == 0:
            self._remove(segment)

    def _remove(self, segment: Segment) -> None:
        if segment.fd is not None:
            os.close(segment.fd)
            segment.fd = None
        _unlink(segment.path)

    def _claim_orphans(self) -> None:
        for name in sorted(os.listdir(self._dir)):
            match = _SEGMENT.match(name)
            if match is None or match[1] == self._owner or self._is_alive(match[1]):
                continue
            claimed = self._path(f"{self._owner}.r{len(self._claimed)}.jsonl")
            try:
                os.rename(self._path(name), claimed)
            except FileNotFoundError:
                continue  # another process claimed it first
            self._claimed.append(claimed)
            _unlink(self._path(f"{match[1]}.lock"))

    def _is_alive(self, owner: str) -> bool:
        try:
            with open(self._path(f"{owner}.lock")) as lock:
                pid = int(lock.read() or "0")
        except (OSError, ValueError):
            return False  # no lock: its owner closed or died before writing one
        if pid <= 0:
            return False
        if pid == os.getpid():  # another client of this process, or a previous process whose pid we were given
            return owner in _OPEN_OWNERS
        if os.name == "nt":
            return True  # os.kill would end the process there: never claim a live-looking one
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True

    def _path(self, name: str) -> str:
        return os.path.join(self._dir, name)


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _is_record_line(line: bytes) -> bool:
    try:
        value = json.loads(line)
    except ValueError:  # not JSON, or not UTF-8 (UnicodeDecodeError)
        return False
    return isinstance(value, dict) and isinstance(value.get("record_id"), str)
