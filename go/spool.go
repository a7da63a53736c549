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
	"strings"
	"sync"
)

// The durable spool of background delivery, in files; the same layout and rules as the
// TypeScript and Python SDKs, so any of them replays what another left. One directory per agent
// under SpoolDir; each process owns the segments named after it and announces itself with a
// lock file holding its pid:
//
//	<SpoolDir>/<agent_id>/<owner>.lock         owner = <pid>-<random>
//	<SpoolDir>/<agent_id>/<owner>.<n>.jsonl    append-only, one record per line
//
// A segment whose owner's lock is gone or whose pid is dead is claimed by renaming it to the
// claimer's name (atomic: of two processes, one wins), then replayed; a replayed record that had
// already been stored answers as a duplicate. The fsync policy: each record is written (one
// write(2), no fsync) before Enqueue returns, so a process crash loses none; the sender fsyncs,
// never on the caller's goroutine nor under the lock Enqueue takes, before each batch goes out,
// so a machine crash loses at most what was enqueued since the previous batch.

// segmentBytes: past this size a segment is closed and a new one started, so acknowledged ones can go.
const segmentBytes = 1 << 20

// openOwners are the owners open in this process: a lock with our pid is live only if it names one.
var openOwners sync.Map

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
	dir     string
	owner   string
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
	// The lock comes before any segment: a segment without a lock belongs to no live process.
	lock, err := os.OpenFile(s.path(s.owner+".lock"), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, err
	}
	_, err = lock.WriteString(strconv.Itoa(os.Getpid()))
	if closeErr := lock.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		return nil, err
	}
	openOwners.Store(s.owner, true)
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
	if _, err := seg.file.Write(s.buf); err != nil {
		return nil, err
	}
	seg.size += len(line) + 1
	seg.unsettled++
	return seg, nil
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
			if isRecordLine(line) {
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
	openOwners.Delete(s.owner)
}

func (s *fileSpool) rotate() error {
	if s.current != nil {
		s.seal(s.current)
	}
	path := s.path(fmt.Sprintf("%s.%d.jsonl", s.owner, s.seq))
	s.seq++
	file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return err
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
	for _, name := range names {
		m := segmentName.FindStringSubmatch(name)
		if m == nil || m[1] == s.owner || s.isAlive(m[1]) {
			continue
		}
		claimed := s.path(fmt.Sprintf("%s.r%d.jsonl", s.owner, len(s.claimed)))
		if err := os.Rename(s.path(name), claimed); err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue // another process claimed it first
			}
			return err
		}
		s.claimed = append(s.claimed, claimed)
		_ = os.Remove(s.path(m[1] + ".lock"))
	}
	return nil
}

func (s *fileSpool) isAlive(owner string) bool {
	data, err := os.ReadFile(s.path(owner + ".lock"))
	if err != nil {
		return false // no lock: its owner closed or died before writing one
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || pid <= 0 {
		return false
	}
	if pid == os.Getpid() { // another client of this process, or a previous process whose pid we were given
		_, open := openOwners.Load(owner)
		return open
	}
	return processAlive(pid)
}

func (s *fileSpool) path(name string) string { return filepath.Join(s.dir, name) }

func isRecordLine(line []byte) bool {
	var record struct {
		RecordID *string `json:"record_id"`
	}
	return json.Unmarshal(line, &record) == nil && record.RecordID != nil
}
