"""The durable spool of background delivery, in files; the same layout and rules as the TypeScript
and Go SDKs, so any of them replays what another left (docs/sdk-behaviour.md).

One directory per agent under ``spool_dir``; each process owns the segments named after it and
holds a lock on its lock file for as long as it lives (the file holds its pid, for people only)::

    <spool_dir>/<agent_id>/<owner>.lock         owner = <pid>-<random>
    <spool_dir>/<agent_id>/<owner>.<n>.jsonl    append-only, one record per line

A segment whose owner's lock file is gone, or not locked, is claimed by renaming it to the
claimer's name (atomic: of two processes, one wins), then replayed; a replayed record that had
already been stored answers as a duplicate. The kernel drops a lock with the process that held it,
so liveness needs no pid (which another PID namespace may share). The fsync policy: each record is
written whole before ``enqueue`` returns, so a process crash loses none; the sender fsyncs,
never on the caller's thread nor under the lock ``enqueue`` takes, before each batch goes out, so a
machine crash loses at most what was enqueued since the previous batch.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import struct
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from ._errors import LedgerError, error_for

if sys.platform != "win32":
    import fcntl

logger = logging.getLogger("trace_ledger")

#: A segment is closed and a new one started past this size, so acknowledged ones can go.
SEGMENT_BYTES = 1 << 20
_SEGMENT = re.compile(r"^(\d+-[0-9a-f]+)\.(r?\d+)\.jsonl$")
#: Private: records are an agent's reasoning.
_FILE_MODE = 0o600
_DIR_MODE = 0o700


def _try_lock(fd: int) -> bool:
    """The lock the other SDKs take too: an OFD fcntl lock on Linux (held by the open file, so it
    also keeps out another client of this process), flock elsewhere; none on Windows, where a
    segment is claimed only once its lock file is gone."""
    if sys.platform == "win32":
        return True
    try:
        if sys.platform.startswith("linux"):
            # struct flock with a 64-bit off_t: l_type, l_whence, l_start, l_len, l_pid (0 for OFD locks).
            fcntl.fcntl(fd, fcntl.F_OFD_SETLK, struct.pack("hhqqi4x", fcntl.F_WRLCK, os.SEEK_SET, 0, 0, 0))
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):  # EAGAIN / EWOULDBLOCK, or EACCES
        return False
    return True


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
        os.makedirs(self._dir, mode=_DIR_MODE, exist_ok=True)
        # Locked before any segment exists: a segment's owner is probed only once it has one.
        self._lock = os.open(self._path(f"{self._owner}.lock"), os.O_RDWR | os.O_CREAT | os.O_EXCL, _FILE_MODE)
        if not _try_lock(self._lock):
            raise OSError(f"spool: {self._owner}.lock is locked by another process")
        os.write(self._lock, str(os.getpid()).encode())
        self._claim_orphans()

    def append(self, line: bytes) -> Segment:
        """The record's line, written whole on the segment's open file, or nothing of it."""
        if self._current is None or self._current.size >= SEGMENT_BYTES:
            self._rotate()
        segment = self._current
        assert segment is not None and segment.fd is not None
        data = memoryview(line + b"\n")
        try:
            written = 0
            while written < len(data):  # a full disk may take part of a line before it refuses the rest
                written += os.write(segment.fd, data[written:])
        except OSError as error:
            self._cut_torn_line(segment)
            raise _spool_write_failed(error, segment.path) from error
        segment.size += len(data)
        segment.unsettled += 1
        return segment

    def _cut_torn_line(self, segment: Segment) -> None:
        """After a failed write: the segment ends at its last whole line again, or is closed so
        that no record follows a torn one."""
        assert segment.fd is not None
        try:
            os.ftruncate(segment.fd, segment.size)
        except OSError:
            self._seal(segment)
            self._current = None

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
            lines = [line for line in raw if line and _is_item_line(line)]
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
        os.close(self._lock)

    def _rotate(self) -> None:
        if self._current is not None:
            self._seal(self._current)
        self._current = None
        path = self._path(f"{self._owner}.{self._seq}.jsonl")
        self._seq += 1
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, _FILE_MODE)
        except OSError as error:
            raise _spool_write_failed(error, path) from error
        self._current = Segment(path, fd=fd)

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
        alive: set[str] = set()
        #: The dead owners: their lock files, locked by us while we claim (None: it has none).
        dead: dict[str, int | None] = {}
        for name in sorted(os.listdir(self._dir)):
            match = _SEGMENT.match(name)
            owner = match[1] if match is not None else None
            if owner is None or owner == self._owner or owner in alive:
                continue
            if owner not in dead:
                lives, lock = self._probe(owner)
                if lives:
                    alive.add(owner)
                    continue
                dead[owner] = lock
            claimed = self._path(f"{self._owner}.r{len(self._claimed)}.jsonl")
            try:
                os.rename(self._path(name), claimed)
            except FileNotFoundError:
                continue  # another process claimed it first
            self._claimed.append(claimed)
        for owner, fd in dead.items():
            if fd is not None:
                _unlink(self._path(f"{owner}.lock"))
                os.close(fd)

    def _probe(self, owner: str) -> tuple[bool, int | None]:
        """(True, None) while the owner holds its lock; else (False, its lock file, locked by us
        now, or None when it has none)."""
        try:
            fd = os.open(self._path(f"{owner}.lock"), os.O_RDWR)
        except FileNotFoundError:
            return False, None  # its owner closed or died before making one
        except PermissionError:
            return True, None  # another user's: never claimed
        if sys.platform != "win32" and _try_lock(fd):
            return False, fd
        os.close(fd)
        return True, None

    def _path(self, name: str) -> str:
        return os.path.join(self._dir, name)


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _spool_write_failed(error: OSError, path: str) -> LedgerError:
    reason = os.strerror(error.errno) if error.errno else str(error)
    return error_for("spool_write_failed", f"the record was not queued: {path} could not hold it ({reason})", {"reason": reason})


def _is_item_line(line: bytes) -> bool:
    """A record's line (its record_id), or a score's (its score_id; no record has one)."""
    try:
        value = json.loads(line)
    except ValueError:  # not JSON, or not UTF-8 (UnicodeDecodeError)
        return False
    return isinstance(value, dict) and isinstance(value.get("score_id" if "score_id" in value else "record_id"), str)
