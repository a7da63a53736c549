package ledger

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// searchVectors is test/vectors/search.json, which the TypeScript and Python SDKs run too.
type searchVectors struct {
	Records []struct {
		Key    string `json:"key"`
		Record Record `json:"record"`
	} `json:"records"`
	Vectors []struct {
		Name  string `json:"name"`
		Query struct {
			Q              string   `json:"q"`
			Behavior       Behavior `json:"behavior"`
			Tag            string   `json:"tag"`
			SessionID      string   `json:"session_id"`
			HasAttachments *bool    `json:"has_attachments"`
			Limit          int      `json:"limit"`
		} `json:"query"`
		PageThrough bool     `json:"page_through"`
		Expect      []string `json:"expect"`
		Error       *struct {
			Code  string `json:"code"`
			Field string `json:"field"`
		} `json:"error"`
	} `json:"vectors"`
}

func TestSearchRecordsVectors(t *testing.T) {
	var file searchVectors
	readVectors(t, "search.json", &file)
	s := liveService(t)
	ctx := context.Background()
	client, _ := s.newAgentClient(t, nil)
	keyOf := map[string]string{}
	for _, entry := range file.Records {
		record := entry.Record
		ack, err := client.Submit(ctx, &record)
		if err != nil {
			t.Fatalf("%s: %v", entry.Key, err)
		}
		keyOf[ack.RecordID] = entry.Key
	}
	for _, vector := range file.Vectors {
		t.Run(vector.Name, func(t *testing.T) {
			query := vector.Query
			opts := SearchOptions{Q: query.Q, Behavior: query.Behavior, Tag: query.Tag, SessionID: query.SessionID, HasAttachments: query.HasAttachments, Limit: query.Limit}
			page, err := client.SearchRecords(ctx, opts)
			if vector.Error != nil {
				var invalid *ValidationError
				if !errors.As(err, &invalid) || string(invalid.Code) != vector.Error.Code || deref(invalid.Details.Field) != vector.Error.Field {
					t.Fatalf("want a ValidationError %+v, got %v", *vector.Error, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			found := []string{}
			for {
				for _, record := range page.Records {
					found = append(found, keyOf[record.ID()])
				}
				if !vector.PageThrough || page.NextCursor == nil {
					break
				}
				opts.Cursor = *page.NextCursor
				if page, err = client.SearchRecords(ctx, opts); err != nil {
					t.Fatal(err)
				}
			}
			if !reflect.DeepEqual(found, append([]string{}, vector.Expect...)) || page.NextCursor != nil {
				t.Fatalf("found %v (next %v), want %v", found, page.NextCursor, vector.Expect)
			}
		})
	}
}
