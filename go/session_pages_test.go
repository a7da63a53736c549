package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"testing"
)

// Issue 27, finding 2: GetSession follows GET /v1/sessions/{id}'s pages, by the shared vectors
// (test/vectors/session-pages.json) that the TypeScript and Python SDKs read too.
func TestSessionPagesVectors(t *testing.T) {
	var file struct {
		PageLimit int `json:"page_limit"`
		Vectors   []struct {
			Name  string `json:"name"`
			Pages []struct {
				Cursor *string `json:"cursor"`
				Status int     `json:"status"`
				Body   string  `json:"body"`
			} `json:"pages"`
			Result json.RawMessage `json:"result"`
			Error  ErrorCode       `json:"error"`
		} `json:"vectors"`
	}
	readVectors(t, "session-pages.json", &file)
	if len(file.Vectors) < 4 {
		t.Fatal("no session paging vectors")
	}
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			script := &scripted{}
			for _, page := range v.Pages {
				script.responses = append(script.responses, answer(page.Status, map[string]string{"content-type": "application/json"}, page.Body))
			}
			client, _ := testClient(t, script, &RetryConfig{Attempts: 0})
			seen := [][]string{}
			session, err := client.GetSessionPages(context.Background(), "s-1", func(records []ReadRecord) {
				ids := []string{}
				for _, record := range records {
					ids = append(ids, record.ID())
				}
				seen = append(seen, ids)
			})

			// onPage saw each page that answered, in order, as it came.
			answered := [][]string{}
			for _, page := range v.Pages {
				if page.Status != 200 {
					continue
				}
				var body struct {
					Records []struct {
						RecordID string `json:"record_id"`
					} `json:"records"`
				}
				if err := json.Unmarshal([]byte(page.Body), &body); err != nil {
					t.Fatal(err)
				}
				ids := []string{}
				for _, record := range body.Records {
					ids = append(ids, record.RecordID)
				}
				answered = append(answered, ids)
			}
			if !reflect.DeepEqual(seen, answered) {
				t.Errorf("onPage saw %v, want %v", seen, answered)
			}

			if len(script.requests) != len(v.Pages) {
				t.Fatalf("%d requests, want %d", len(script.requests), len(v.Pages))
			}
			for i, page := range v.Pages {
				got := script.requests[i].URL.Query()
				if (page.Cursor == nil) != !got.Has("cursor") || (page.Cursor != nil && got.Get("cursor") != *page.Cursor) {
					t.Errorf("request %d: cursor %q, want %v", i, got.Get("cursor"), page.Cursor)
				}
				if got.Get("limit") != strconv.Itoa(file.PageLimit) {
					t.Errorf("request %d: limit %q, want %d", i, got.Get("limit"), file.PageLimit)
				}
			}
			if v.Error != "" {
				var le *LedgerError
				if !errors.As(err, &le) || le.Code != v.Error {
					t.Fatalf("error %v, want code %s", err, v.Error)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got, want any
			encoded, _ := json.Marshal(session)
			if err := json.Unmarshal(encoded, &got); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(v.Result, &want); err != nil {
				t.Fatal(err)
			}
			// next_cursor is optional in the schema, so a nil NextCursor is left out: JSON's null.
			if fields, ok := got.(map[string]any); ok {
				if _, present := fields["next_cursor"]; !present {
					fields["next_cursor"] = nil
				}
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("session\n%s\nwant\n%s", encoded, v.Result)
			}
		})
	}
}
