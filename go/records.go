package ledger

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sync"
	"time"
)

// NewRecordID returns a fresh UUID v4, so a record can be named (as a parent, an upstream)
// before it is submitted.
func NewRecordID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("ledger: no randomness for a record id: " + err.Error())
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	h := hex.EncodeToString(b[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// NowEpochMs is the time in epoch milliseconds, as the SDK stamps client_ts_utc.
func NowEpochMs() int64 { return time.Now().UnixMilli() }

// recordIDPattern is the schema's RecordId pattern.
var recordIDPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(recordRules.Node(SchemaVersion, "/$defs/RecordId")["pattern"].(string))
})

// IsValidRecordID tells whether s is a record id the service accepts (a lowercase UUID v4), for
// ids from other systems before they go into ParentRecordID, UpstreamRecordID or InputRecordID.
func IsValidRecordID(s string) bool { return recordIDPattern().MatchString(s) }

// prepare fills the SDK's fields into record and returns the record as it travels: AgentID left
// out (the service sets it), DefaultModelInvocation filled in where it applies, validated; and
// whether the SDK stamped its SchemaVersion (older, an older service's version, when it fits it).
func prepare(record *Record, defaultModel *ModelInvocation, older string) (Record, bool, error) {
	sent, _, stamped, err := prepareJSON(record, defaultModel, older)
	return sent, stamped, err
}

// prepareJSON is prepare with the JSON the record was validated as: what Enqueue queues.
func prepareJSON(record *Record, defaultModel *ModelInvocation, older string) (Record, []byte, bool, error) {
	if record == nil {
		return Record{}, nil, false, validationError("", "must be object")
	}
	if record.RecordID == "" {
		record.RecordID = NewRecordID()
	}
	stamped := record.SchemaVersion == ""
	if stamped {
		record.SchemaVersion = SchemaVersion
	}
	if record.ClientTsUTC == 0 {
		record.ClientTsUTC = NowEpochMs()
	}
	sent := *record
	sent.AgentID = nil
	if defaultModel != nil && sent.ModelInvocation == nil && slices.Contains(modelCallBehaviors, sent.Behavior) {
		sent.ModelInvocation = defaultModel
	}
	if stamped && older != "" && older != SchemaVersion {
		if trial, data, ok := restamp(record, sent, older); ok {
			return trial, data, stamped, nil
		}
	}
	data, err := encodeValid(&sent)
	return sent, data, stamped, err
}

// batchPlan is a prepared batch: what is sent, and each input's local refusal if it had one.
type batchPlan struct {
	sent    []Record
	refused []*RecordError // by input position; nil: sent
	byInput []Record       // by input position: the record as sent
	stamped []bool         // by input position: the SDK stamped its SchemaVersion
}

func planBatch(records []*Record, defaultModel *ModelInvocation, older string) (*batchPlan, error) {
	if len(records) > MaxBatchRecords {
		return nil, validationError("/records", fmt.Sprintf("must not hold more than %d records", MaxBatchRecords))
	}
	plan := &batchPlan{refused: make([]*RecordError, len(records)), byInput: make([]Record, len(records)), stamped: make([]bool, len(records))}
	for i, record := range records {
		sent, stamped, err := prepare(record, defaultModel, older)
		plan.byInput[i], plan.stamped[i] = sent, stamped
		if err == nil {
			plan.sent = append(plan.sent, sent)
			continue
		}
		var le *LedgerError
		if !errors.As(err, &le) {
			return nil, err
		}
		details := le.Details
		plan.refused[i] = &RecordError{RecordID: sent.RecordID, Code: le.Code, Message: le.Message, Details: &details}
	}
	if len(plan.sent) > 0 {
		data, err := json.Marshal(struct {
			Records []Record `json:"records"`
		}{plan.sent})
		if err != nil {
			return nil, validationError("/records", "cannot be encoded as JSON: "+err.Error())
		}
		if size, err := CanonicalJSON(data); err == nil && len(size) > MaxBatchBytes {
			return nil, validationError("/records", fmt.Sprintf("must not exceed %d bytes as canonical JSON", MaxBatchBytes))
		}
	}
	return plan, nil
}

// align lays the service's results over the inputs: local refusals keep their slots.
func (p *batchPlan) align(ack *BatchAck) *BatchAck {
	results := make([]BatchResult, len(p.refused))
	next := 0
	for i, refused := range p.refused {
		if refused != nil {
			results[i] = BatchResult{RecordError: refused}
			continue
		}
		if next < len(ack.Results) {
			results[i] = ack.Results[next]
		}
		next++
	}
	return &BatchAck{BatchID: ack.BatchID, Results: results}
}
