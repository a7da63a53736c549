package otelledger

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"os"
	"strconv"
	"testing"
	"time"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
)

// The shared vectors test/vectors/otel-spans.json: OTLP/JSON spans and the record the service's
// OTLP ingest makes of each (test/server/otel/vectors.test.ts holds the service to them).

type vector struct {
	Name     string          `json:"name"`
	Resource []jsonKeyValue  `json:"resource"`
	Span     jsonSpan        `json:"span"`
	Record   json.RawMessage `json:"record"`
	Refused  *string         `json:"refused"`
}

type jsonSpan struct {
	TraceID      string         `json:"traceId"`
	SpanID       string         `json:"spanId"`
	ParentSpanID string         `json:"parentSpanId"`
	Name         string         `json:"name"`
	Kind         int            `json:"kind"`
	Start        string         `json:"startTimeUnixNano"`
	End          string         `json:"endTimeUnixNano"`
	Attributes   []jsonKeyValue `json:"attributes"`
	Events       []struct {
		Name       string         `json:"name"`
		Attributes []jsonKeyValue `json:"attributes"`
	} `json:"events"`
	Status struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"status"`
}

type jsonKeyValue struct {
	Key   string    `json:"key"`
	Value jsonValue `json:"value"`
}

// jsonValue is OTLP/JSON's AnyValue.
type jsonValue struct {
	String *string         `json:"stringValue"`
	Bool   *bool           `json:"boolValue"`
	Int    json.RawMessage `json:"intValue"`
	Double json.RawMessage `json:"doubleValue"`
	Bytes  *string         `json:"bytesValue"`
	Array  *struct {
		Values []jsonValue `json:"values"`
	} `json:"arrayValue"`
	KVList *struct {
		Values []jsonKeyValue `json:"values"`
	} `json:"kvlistValue"`
}

// value is the Go SDK's attribute value the OTLP exporter would send as v: arrays of one scalar
// type as the typed slices (how Go instrumentations set them), others as SLICE.
func (v jsonValue) value(t *testing.T) attribute.Value {
	t.Helper()
	switch {
	case v.String != nil:
		return attribute.StringValue(*v.String)
	case v.Bool != nil:
		return attribute.BoolValue(*v.Bool)
	case v.Int != nil:
		n, err := strconv.ParseInt(string(bytes.Trim(v.Int, `"`)), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		return attribute.Int64Value(n)
	case v.Double != nil:
		f, err := strconv.ParseFloat(string(bytes.Trim(v.Double, `"`)), 64)
		if err != nil {
			t.Fatal(err)
		}
		return attribute.Float64Value(f)
	case v.Bytes != nil:
		raw, err := base64.StdEncoding.DecodeString(*v.Bytes)
		if err != nil {
			t.Fatal(err)
		}
		return attribute.ByteSliceValue(raw)
	case v.Array != nil:
		items := make([]attribute.Value, len(v.Array.Values))
		for i, item := range v.Array.Values {
			items[i] = item.value(t)
		}
		return typedSlice(items)
	case v.KVList != nil:
		return attribute.MapValue(keyValues(t, v.KVList.Values)...)
	}
	return attribute.Value{} // EMPTY
}

func typedSlice(items []attribute.Value) attribute.Value {
	if len(items) == 0 {
		return attribute.SliceValue()
	}
	kind := items[0].Type()
	for _, item := range items {
		if item.Type() != kind {
			return attribute.SliceValue(items...)
		}
	}
	switch kind {
	case attribute.STRING:
		return attribute.StringSliceValue(mapSliceT(items, attribute.Value.AsString))
	case attribute.INT64:
		return attribute.Int64SliceValue(mapSliceT(items, attribute.Value.AsInt64))
	case attribute.FLOAT64:
		return attribute.Float64SliceValue(mapSliceT(items, attribute.Value.AsFloat64))
	case attribute.BOOL:
		return attribute.BoolSliceValue(mapSliceT(items, attribute.Value.AsBool))
	}
	return attribute.SliceValue(items...)
}

func mapSliceT[T any](items []attribute.Value, f func(attribute.Value) T) []T {
	out := make([]T, len(items))
	for i, item := range items {
		out[i] = f(item)
	}
	return out
}

func keyValues(t *testing.T, list []jsonKeyValue) []attribute.KeyValue {
	out := make([]attribute.KeyValue, len(list))
	for i, kv := range list {
		out[i] = attribute.KeyValue{Key: attribute.Key(kv.Key), Value: kv.Value.value(t)}
	}
	return out
}

func unixNanos(t *testing.T, text string) time.Time {
	if text == "" || text == "0" {
		return time.Time{}
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return time.Unix(0, n)
}

func ids(t *testing.T, s jsonSpan) (trace.TraceID, trace.SpanID, trace.SpanID) {
	var traceID trace.TraceID
	var spanID, parent trace.SpanID
	for _, id := range []struct {
		text string
		to   []byte
	}{{s.TraceID, traceID[:]}, {s.SpanID, spanID[:]}, {s.ParentSpanID, parent[:]}} {
		if _, err := hex.Decode(id.to, []byte(id.text)); err != nil {
			t.Fatal(err)
		}
	}
	return traceID, spanID, parent
}

// readOnly is the span (of a resource with these attributes) as the Go SDK hands it to an exporter.
func (s jsonSpan) readOnly(t *testing.T, resourceAttributes []jsonKeyValue) sdktrace.ReadOnlySpan {
	traceID, spanID, parent := ids(t, s)
	stub := tracetest.SpanStub{
		Name:        s.Name,
		SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: traceID, SpanID: spanID}),
		Parent:      trace.NewSpanContext(trace.SpanContextConfig{TraceID: traceID, SpanID: parent}),
		SpanKind:    trace.SpanKind(s.Kind),
		StartTime:   unixNanos(t, s.Start),
		EndTime:     unixNanos(t, s.End),
		Attributes:  keyValues(t, s.Attributes),
		Status:      sdktrace.Status{Code: map[int]codes.Code{0: codes.Unset, 1: codes.Ok, 2: codes.Error}[s.Status.Code], Description: s.Status.Message},
		Resource:    resource.NewSchemaless(keyValues(t, resourceAttributes)...),
	}
	for _, event := range s.Events {
		stub.Events = append(stub.Events, sdktrace.Event{Name: event.Name, Attributes: keyValues(t, event.Attributes)})
	}
	return stub.Snapshot()
}

func loadVectors(t *testing.T) []vector {
	data, err := os.ReadFile("../../test/vectors/otel-spans.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct{ Vectors []vector }
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) == 0 {
		t.Fatal("no vectors")
	}
	return file.Vectors
}

func canonical(t *testing.T, data []byte) string {
	t.Helper()
	out, err := ledger.CanonicalJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestSharedVectors(t *testing.T) {
	for _, v := range loadVectors(t) {
		t.Run(v.Name, func(t *testing.T) {
			record, err := Record(v.Span.readOnly(t, v.Resource))
			if v.Refused != nil {
				if err == nil {
					t.Fatalf("mapped a span the service refuses (%s)", *v.Refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(record)
			if err != nil {
				t.Fatal(err)
			}
			if want, got := canonical(t, v.Record), canonical(t, got); want != got {
				t.Fatalf("record differs from the service's:\n got %s\nwant %s", got, want)
			}
			// The SDK's own validation takes it as it is (Enqueue would).
			if err := ledger.ValidateRecord(record); err != nil {
				t.Fatal(err)
			}
		})
	}
}
