package ledger

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"sync"
)

// The durable spool of background delivery, in files; the same layout and rules as the
// TypeScript and Python SDKs, so any of them replays what another left. One directory per agent
// under SpoolDir; each process owns the segments named after it and holds a lock on its lock
// file for as long as it lives (the file holds its pid, for people only):
//
//	<SpoolDir>/<agent_id>/<owner>.lock         owner = <pid>-<random>
//	<SpoolDir>/<agent_id>/<owner>.<n>.jsonl    append-only, one record per line
//
// A segment whose owner's lock file is gone, or not locked, is claimed by renaming it to the
// claimer's name (atomic: of two processes, one wins), then replayed; a replayed record that had
// already been stored answers as a duplicate. The kernel drops a lock with the process that held
// it, so liveness needs no pid (which another PID namespace may share). The fsync policy: each
// record is written whole before Enqueue returns, so a process crash loses none; the sender fsyncs,
// never on the caller's goroutine nor under the lock Enqueue takes, before each batch goes out,
// so a machine crash loses at most what was enqueued since the previous batch.

// segmentBytes: past this size a segment is closed and a new one started, so acknowledged ones can go.
const segmentBytes = 1 << 20

var segmentName = regexp.MustCompile(`^(\d+-[0-9a-f]+)\.(r?\d+)\.jsonl$`)

type segment struct {
	path      string
	file      *os.File
	size      int
	unsettled int
	sealed    bool
	lines     [][]byte
}

type fileSpool struct {
	dir   string
	owner string
	// lock is the owner's lock file, locked until close (or the process's end).
	lock    *os.File
	logger  *slog.Logger
	claimed []string
	current *segment
	seq     int
	// buf holds the line being written with its newline, reused from record to record.
	buf []byte

	// syncFile makes a segment's writes durable: (*os.File).Sync; tests hold it to see who waits.
	syncFile func(*os.File) error

	sealMu sync.Mutex
	// sealing are the segments sealed since the last sync, each closed when fsync'ed and closed.
	sealing []chan struct{}
}

func openSpool(dir, agentID string, logger *slog.Logger) (*fileSpool, error) {
	nonce := make([]byte, 4)
	_, _ = rand.Read(nonce)
	s := &fileSpool{
		dir:      filepath.Join(dir, regexp.MustCompile(`[^\w.-]`).ReplaceAllString(agentID, "_")),
		owner:    strconv.Itoa(os.Getpid()) + "-" + hex.EncodeToString(nonce),
		logger:   logger,
		syncFile: (*os.File).Sync,
	}
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return nil, err
	}
	// Locked before any segment exists: a segment's owner is probed only once it has one.
	lock, err := os.OpenFile(s.path(s.owner+".lock"), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, err
	}
	if locked, err := tryLock(lock); err != nil || !locked {
		lock.Close()
		return nil, fmt.Errorf("%s.lock: not locked (%v)", s.owner, err)
	}
	s.lock = lock
	if _, err := lock.WriteString(strconv.Itoa(os.Getpid())); err != nil {
		s.close()
		return nil, err
	}
	return s, s.claimOrphans()
}

func (s *fileSpool) append(line []byte) (*segment, error) {
	if s.current == nil || s.current.size >= segmentBytes {
		if err := s.rotate(); err != nil {
			return nil, err
		}
	}
	seg := s.current
	s.buf = append(append(s.buf[:0], line...), '\n')
	// Write retries short writes: a full disk may take part of a line before it refuses the rest.
	if _, err := seg.file.Write(s.buf); err != nil {
		s.cutTornLine(seg)
		return nil, spoolWriteFailed(err, seg.path)
	}
	seg.size += len(line) + 1
	seg.unsettled++
	return seg, nil
}

// cutTornLine: after a failed write, the segment ends at its last whole line again, or is closed
// so that no record follows a torn one.
func (s *fileSpool) cutTornLine(seg *segment) {
	if seg.file.Truncate(int64(seg.size)) != nil {
		s.seal(seg)
		s.current = nil
	}
}

func spoolWriteFailed(err error, path string) error {
	reason := err.Error()
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		reason = pathErr.Err.Error()
	}
	return newError(LedgerError{
		Code:    CodeSpoolWriteFailed,
		Message: fmt.Sprintf("the record was not queued: %s could not hold it (%s)", path, reason),
		Details: ErrorDetails{Reason: Ptr(reason)},
		Err:     err,
	})
}

// syncer is called under the delivery's lock; what it returns makes every record appended so far
// durable, and is called without the lock, so that Enqueue never waits for an fsync.
func (s *fileSpool) syncer() func() {
	var file *os.File
	if s.current != nil {
		file = s.current.file
	}
	return func() {
		if file != nil {
			_ = s.syncFile(file) // closed meanwhile: its seal fsyncs it, waited for below
		}
		s.sealMu.Lock()
		sealing := s.sealing
		s.sealing = nil
		s.sealMu.Unlock()
		for _, done := range sealing {
			<-done
		}
	}
}

func (s *fileSpool) settle(seg *segment) {
	seg.unsettled--
	if seg.unsettled > 0 {
		return
	}
	if seg == s.current {
		s.current = nil
	}
	s.remove(seg)
}

// recover returns the next segment a dead process left (claimed by this one), or nil.
func (s *fileSpool) recover() *segment {
	for len(s.claimed) > 0 {
		path := s.claimed[0]
		s.claimed = s.claimed[1:]
		data, err := os.ReadFile(path)
		if err != nil {
			s.logger.Warn("ledger: spool segment unreadable", slog.String("file", path), slog.String("error", err.Error()))
			continue
		}
		seg := &segment{path: path, sealed: true}
		corrupt := 0
		for _, line := range bytes.Split(data, []byte("\n")) {
			if len(line) == 0 {
				continue
			}
			if isItemLine(line) {
				seg.lines = append(seg.lines, line)
			} else {
				corrupt++
			}
		}
		if corrupt > 0 {
			s.logger.Warn(fmt.Sprintf("ledger: spool: skipped %d unreadable line(s) of %s", corrupt, path), slog.String("file", path), slog.Int("corrupt", corrupt))
		}
		seg.unsettled = len(seg.lines)
		if seg.unsettled == 0 {
			s.remove(seg)
			continue
		}
		s.logger.Info(fmt.Sprintf("ledger: spool: replaying %d record(s) of %s", seg.unsettled, path), slog.String("file", path), slog.Int("records", seg.unsettled))
		return seg
	}
	return nil
}

// close releases the claim: without the lock, whatever is left is the next process's to replay.
func (s *fileSpool) close() {
	if s.current != nil {
		s.seal(s.current)
	}
	s.current = nil
	s.syncer()()
	_ = os.Remove(s.path(s.owner + ".lock"))
	_ = s.lock.Close()
}

func (s *fileSpool) rotate() error {
	if s.current != nil {
		s.seal(s.current)
	}
	s.current = nil
	path := s.path(fmt.Sprintf("%s.%d.jsonl", s.owner, s.seq))
	s.seq++
	file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return spoolWriteFailed(err, path)
	}
	s.current = &segment{path: path, file: file}
	return nil
}

// seal closes a full segment; its fsync and close run on a goroutine of their own, so that the
// Enqueue that filled it does not wait for them.
func (s *fileSpool) seal(seg *segment) {
	seg.sealed = true
	if file := seg.file; file != nil {
		seg.file = nil
		done := make(chan struct{})
		s.sealMu.Lock()
		s.sealing = append(s.sealing, done)
		s.sealMu.Unlock()
		go func() {
			_ = s.syncFile(file)
			_ = file.Close()
			close(done)
		}()
	}
	if seg.unsettled == 0 {
		s.remove(seg)
	}
}

func (s *fileSpool) remove(seg *segment) {
	if seg.file != nil {
		_ = seg.file.Close()
		seg.file = nil
	}
	_ = os.Remove(seg.path)
}

func (s *fileSpool) claimOrphans() error {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	alive := map[string]bool{}
	// dead are the dead owners: their lock files, locked by us while we claim (nil: none).
	dead := map[string]*os.File{}
	defer func() {
		for owner, lock := range dead {
			if lock != nil {
				_ = os.Remove(s.path(owner + ".lock"))
				_ = lock.Close()
			}
		}
	}()
	for _, name := range names {
		m := segmentName.FindStringSubmatch(name)
		if m == nil || m[1] == s.owner || alive[m[1]] {
			continue
		}
		if _, probed := dead[m[1]]; !probed {
			lives, lock, err := s.probe(m[1])
			if err != nil {
				return err
			}
			if lives {
				alive[m[1]] = true
				continue
			}
			dead[m[1]] = lock
		}
		claimed := s.path(fmt.Sprintf("%s.r%d.jsonl", s.owner, len(s.claimed)))
		if err := os.Rename(s.path(name), claimed); err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue // another process claimed it first
			}
			return err
		}
		s.claimed = append(s.claimed, claimed)
	}
	return nil
}

// probe: (true, nil) while the owner holds its lock; else false and its lock file, locked by us
// now (nil when it has none).
func (s *fileSpool) probe(owner string) (bool, *os.File, error) {
	lock, err := os.OpenFile(s.path(owner+".lock"), os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil, nil // its owner closed or died before making one
	}
	if errors.Is(err, fs.ErrPermission) {
		return true, nil, nil // another user's: never claimed
	}
	if err != nil {
		return false, nil, err
	}
	if !canLock {
		lock.Close()
		return true, nil, nil
	}
	locked, err := tryLock(lock)
	if err != nil || !locked {
		lock.Close()
		return err == nil, nil, err
	}
	return false, lock, nil
}

func (s *fileSpool) path(name string) string { return filepath.Join(s.dir, name) }

// isItemLine reports whether line is a record's (a string record_id) or a score's (a string
// score_id; no record has one).
func isItemLine(line []byte) bool {
	var item map[string]json.RawMessage
	if json.Unmarshal(line, &item) != nil {
		return false
	}
	raw, id := item["record_id"], ""
	if score, isScore := item["score_id"]; isScore {
		raw = score
	}
	return len(raw) > 0 && raw[0] == '"' && json.Unmarshal(raw, &id) == nil
}
