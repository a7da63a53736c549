package ledger

import (
	"encoding/json"
	"errors"
	"math"
	"testing"
)

// Encoding a Record is what json.Marshal gives, errors worded the same.
func TestEncodeValidWritesWhatJSONMarshalWrites(t *testing.T) {
	for _, vector := range recordVectors(t) {
		var record Record
		if json.Unmarshal([]byte(vectorText(vector)), &record) != nil {
			continue
		}
		want, err := json.Marshal(&record)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := encodeValid(&record)
		if string(got) != string(want) {
			t.Fatalf("encodeValid wrote %s, json.Marshal %s", got, want)
		}
	}
	record := Record{Behavior: BehaviorReflecting, Score: Ptr(math.NaN())}
	_, want := json.Marshal(&record)
	err := ValidateRecord(&record)
	var verr *ValidationError
	if !errors.As(err, &verr) || want == nil || deref(verr.Details.Reason) != "cannot be encoded as JSON: "+want.Error() {
		t.Fatalf("got %v, want the reason to quote %v", err, want)
	}
}

// vectorText is a vector's record as the text it is judged in.
func vectorText(v recordVector) string {
	if v.RecordJSON != "" {
		return v.RecordJSON
	}
	return string(v.Record)
}
