package ledger

import (
	"fmt"
	"log/slog"
	"slices"
	"sync"
)

// versionStamp is the version records naming none are stamped with: this SDK's SchemaVersion, or
// the newest one an older service also takes, once its 422 schema_version_unsupported has said
// which it takes (docs/decisions.md, issue 39).
type versionStamp struct {
	mu      sync.Mutex
	version string
}

func newVersionStamp() *versionStamp { return &versionStamp{version: SchemaVersion} }

func (s *versionStamp) get() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.version
}

// learn reads a refusal's supported_versions; whether the stamp changed.
func (s *versionStamp) learn(code ErrorCode, details *ErrorDetails, logger *slog.Logger) bool {
	if code != CodeSchemaVersionUnsupported || details == nil {
		return false
	}
	theirs, _ := details.Extra["supported_versions"].([]any)
	common := ""
	for _, ours := range SupportedSchemaVersions {
		if slices.Contains(theirs, any(ours.Version)) {
			common = ours.Version
			break
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if common == "" || common == s.version {
		return false
	}
	logger.Warn(fmt.Sprintf("ledger: the service does not take schema %s: records that fit %s, the newest it takes, are stamped %s from now on (upgrade the service)", s.version, common, common))
	s.version = common
	return true
}

// restamp stamps a record the SDK stamped with version instead (its RecordID and timestamp kept),
// in the caller's record too, when it fits that version: the record as it travels then, and its JSON.
func restamp(record *Record, sent Record, version string) (Record, []byte, bool) {
	sent.SchemaVersion = version
	data, err := encodeValid(&sent)
	if err != nil {
		return Record{}, nil, false
	}
	record.SchemaVersion = version
	return sent, data, true
}
