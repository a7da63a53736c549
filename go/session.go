package ledger

import "context"

// Session pins one session id (one decision cycle) onto every record submitted through it.
type Session struct {
	id     string
	client *LedgerClient
}

// ID is the session id this Session pins.
func (s *Session) ID() string { return s.id }

// Submit submits record with this session's id, written into record (it replaces any SessionID),
// so the same record submitted again is the same record.
func (s *Session) Submit(ctx context.Context, record *Record) (*RecordAck, error) {
	if record != nil {
		record.SessionID = s.id
	}
	return s.client.Submit(ctx, record)
}

// SubmitBatch submits records with this session's id, as Submit does.
func (s *Session) SubmitBatch(ctx context.Context, records []*Record) (*BatchAck, error) {
	for _, record := range records {
		if record != nil {
			record.SessionID = s.id
		}
	}
	return s.client.SubmitBatch(ctx, records)
}

// Enqueue queues record for background delivery with this session's id, as Submit does.
func (s *Session) Enqueue(record *Record) (string, error) {
	if record != nil {
		record.SessionID = s.id
	}
	return s.client.Enqueue(record)
}
