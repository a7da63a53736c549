package otelledger

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	ledger "github.com/trace-ledger/trace-ledger/go/v2"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// The mapping of server/otel/map.ts (docs/otel.md has the table), line for line: a span
// exported here is the record the service makes of the same span sent over OTLP.

// OTLP's status codes (Go's codes package numbers them otherwise).
const (
	statusUnset = 0
	statusOK    = 1
	statusError = 2
)

// Caps (x-max-bytes) of the record schema's fields the mapping clips; caps_test.go holds them to
// the schema.
var caps = map[string]int{
	"ModelInvocation.provider":         128,
	"ModelInvocation.model_name":       256,
	"ModelInvocation.finish_reason":    128,
	"ThinkingRecord.prompt":            16384,
	"ThinkingRecord.output_payload":    32768,
	"PlanningRecord.goal":              4096,
	"PlanningRecord.rationale":         16384,
	"ToolCallingRecord.description":    2048,
	"ToolCallingRecord.input_payload":  16384,
	"ToolCallingRecord.output_payload": 32768,
	"ActingRecord.action_type":         256,
	"ActingRecord.action_summary":      2048,
	"ActingRecord.parameters":          16384,
	"OtherRecord.label":                256,
	"OtherRecord.data":                 16384,
	"RecordCommon.notes":               2048,
}

// clip is text in at most maxBytes UTF-8 bytes: whole when it fits, else cut at a character
// with a marker saying how long it was.
func clip(text string, maxBytes int) string {
	if len(text) <= maxBytes {
		return text
	}
	marker := "… [truncated from " + itoa(len(text)) + " bytes]"
	room := maxBytes - len(marker)
	end := 0
	for end < len(text) {
		_, size := utf8.DecodeRuneInString(text[end:])
		if end+size > room {
			break
		}
		end += size
	}
	return text[:end] + marker
}

func itoa(n int) string { return strconv.Itoa(n) }

// span is what the mapping reads of a span: its attributes as JSON values, by name too.
type span struct {
	sdktrace.ReadOnlySpan
	attributes object
	byName     map[string]any
	statusCode int
}

func (s *span) str(names ...string) (string, bool) {
	for _, name := range names {
		if v, ok := s.byName[name].(string); ok && v != "" {
			return v, true
		}
	}
	return "", false
}

func (s *span) num(names ...string) *float64 {
	for _, name := range names {
		switch v := s.byName[name].(type) {
		case int64:
			if v >= 0 {
				f := float64(v)
				return &f
			}
		case float64: // NaN and the infinities are strings by now
			if v >= 0 {
				return &v
			}
		}
	}
	return nil
}

func textOf(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return stringify(v)
}

// inputEvents are the 1.36-and-earlier per-message events of the input, with the role each means.
var inputEvents = map[string]string{"gen_ai.system.message": "system", "gen_ai.user.message": "user", "gen_ai.assistant.message": "assistant", "gen_ai.tool.message": "tool"}

const (
	choiceEvent        = "gen_ai.choice"
	detailsEvent       = "gen_ai.client.inference.operation.details"
	systemInstructions = "gen_ai.system_instructions"
)

// eventMessage is a 1.36-and-earlier message event as a message: its role from the event's name,
// a choice's from its message.
func eventMessage(name string, a object) object {
	if name == choiceEvent {
		message, _ := a.get("message").(object)
		return object{{"role", either(message.get("role"), "assistant")}, {"content", either(message.get("content"), a.get("content"), "")}, {"tool_calls", either(message.get("tool_calls"), a.get("tool_calls"), []any{})}}
	}
	return object{{"role", either(a.get("role"), inputEvents[name])}, {"content", either(a.get("content"), "")}, {"tool_calls", either(a.get("tool_calls"), []any{})}}
}

// genAIValue is an attribute of the span, else of its first operation-details event that has it.
func (s *span) genAIValue(name string) (any, bool) {
	if v, ok := s.byName[name]; ok {
		return v, true
	}
	for _, event := range s.Events() {
		if event.Name != detailsEvent {
			continue
		}
		for _, kv := range event.Attributes {
			if string(kv.Key) == name {
				// The last of a repeated key, as the decoder keeps it.
				return attributes(event.Attributes).get(name), true
			}
		}
	}
	return nil, false
}

// messages is the model's input or output as text, role by role, from the newest convention the
// span uses; the input starts with the system instructions.
func (s *span) messages(output bool) (string, bool) {
	var lines []string
	if !output {
		if system, ok := s.genAIValue(systemInstructions); ok {
			lines = append(lines, renderSystemInstructions(system))
		}
	}
	if conveyed, ok := s.messagesOnly(output); ok {
		lines = append(lines, conveyed)
	}
	return strings.Join(lines, "\n"), len(lines) > 0
}

func (s *span) messagesOnly(output bool) (string, bool) {
	direction, legacy := "input", "gen_ai.prompt"
	if output {
		direction, legacy = "output", "gen_ai.completion"
	}
	if list, ok := s.genAIValue("gen_ai." + direction + ".messages"); ok {
		return renderMessageList(list), true
	}
	var lines []string
	for _, event := range s.Events() {
		_, isInput := inputEvents[event.Name]
		if (!output && isInput) || (output && event.Name == choiceEvent) {
			lines = append(lines, messageLine(eventMessage(event.Name, attributes(event.Attributes))))
		}
	}
	if len(lines) > 0 {
		return strings.Join(lines, "\n"), true
	}
	if v, ok := s.byName[legacy]; ok {
		return textOf(v), true
	}
	return s.indexedMessages(legacy)
}

// failure is why the span failed, as text: its status message, then each exception event's type
// and message, with its stack on the lines after.
func (s *span) failure() (string, bool) {
	var lines []string
	if message := s.Status().Description; message != "" {
		lines = append(lines, "status: "+message)
	}
	for _, event := range s.Events() {
		if event.Name != "exception" {
			continue
		}
		e := &span{byName: map[string]any{}}
		for _, m := range attributes(event.Attributes) {
			e.byName[m.key] = m.value
		}
		line, _ := e.str("exception.type")
		if line == "" {
			line = "exception"
		}
		if message, ok := e.str("exception.message"); ok {
			line += ": " + message
		}
		if stack, ok := e.str("exception.stacktrace"); ok {
			line += "\n" + stack
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n"), len(lines) > 0
}

// indexedMessages: OpenLLMetry's gen_ai.prompt.0.role, gen_ai.prompt.0.content, …
func (s *span) indexedMessages(prefix string) (string, bool) {
	var lines []string
	for i := 0; ; i++ {
		n := prefix + "." + itoa(i)
		content, ok := s.byName[n+".content"]
		if !ok {
			break
		}
		if role, ok := s.byName[n+".role"]; ok {
			lines = append(lines, textOf(role)+": "+textOf(content))
		} else {
			lines = append(lines, textOf(content))
		}
	}
	return strings.Join(lines, "\n"), len(lines) > 0
}

func (o object) get(key string) any {
	for _, m := range o {
		if m.key == key {
			return m.value
		}
	}
	return nil
}

func notCaptured(what string) string { return "(not captured: the span carries no " + what + ")" }

// modelInvocation from the gen_ai.* request/response/usage attributes, when a model is named.
func (s *span) modelInvocation() *ledger.ModelInvocation {
	model, ok := s.str("gen_ai.response.model", "gen_ai.request.model")
	if !ok {
		return nil
	}
	provider, ok := s.str("gen_ai.provider.name", "gen_ai.system")
	if !ok {
		provider = "unknown"
	}
	invocation := &ledger.ModelInvocation{
		Provider:    clip(provider, caps["ModelInvocation.provider"]),
		ModelName:   clip(model, caps["ModelInvocation.model_name"]),
		TokensIn:    s.num("gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens"),
		TokensOut:   s.num("gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens"),
		Temperature: s.num("gen_ai.request.temperature"),
	}
	var finish *string
	switch v := s.byName["gen_ai.response.finish_reasons"].(type) {
	case string:
		finish = &v
	case []any:
		for _, item := range v {
			if reason, ok := item.(string); ok {
				finish = &reason
				break
			}
		}
	}
	if finish != nil {
		invocation.FinishReason = ledger.Ptr(clip(*finish, caps["ModelInvocation.finish_reason"]))
	}
	return invocation
}

// kept is every attribute but trace_ledger.log.*: export --format otlp's anchoring, which changes
// as the source log is checkpointed (a re-export must stay a duplicate).
func (s *span) kept() object {
	out := make(object, 0, len(s.attributes))
	for _, m := range s.attributes {
		if !strings.HasPrefix(m.key, "trace_ledger.log.") {
			out = append(out, m)
		}
	}
	return out
}

// fitted fits a free-form object under a cap: when it does not fit, its attributes give way to
// their count, then its events, if any, to theirs.
func fitted(data object, events []any, attrs object, cap int) map[string]any {
	withEvents := data
	if len(events) > 0 {
		withEvents = append(slices.Clone(data), member{"events", events})
	}
	candidates := []object{
		append(slices.Clone(withEvents), member{"attributes", attrs}),
		append(slices.Clone(withEvents), member{"attributes_omitted", int64(len(attrs))}),
	}
	var chosen object
	for _, candidate := range candidates {
		if len(stringify(candidate)) <= cap {
			chosen = candidate
			break
		}
	}
	if chosen == nil {
		if len(events) == 0 {
			chosen = candidates[1]
		} else {
			chosen = append(slices.Clone(data), member{"events_omitted", int64(len(events))}, member{"attributes_omitted", int64(len(attrs))})
		}
	}
	out := make(map[string]any, len(chosen))
	for _, m := range chosen {
		out[m.key] = m.value
	}
	return out
}

var operations = map[string]bool{"chat": true, "text_completion": true, "generate_content": true, "execute_tool": true, "invoke_agent": true, "plan": true, "create_agent": true, "embeddings": true}

// operation is gen_ai.operation.name, else the span name's first word when it names one.
func (s *span) operation() (string, bool) {
	if named, ok := s.str("gen_ai.operation.name"); ok {
		return named, true
	}
	first, _, _ := strings.Cut(s.Name(), " ")
	return first, operations[first]
}

func optional(text string, ok bool, cap int) *string {
	if !ok {
		return nil
	}
	return ledger.Ptr(clip(text, cap))
}

// kind fills the behaviour and its fields into r.
func (s *span) kind(r *ledger.Record) {
	failed := s.statusCode == statusError
	operation, known := s.operation()
	switch operation {
	case "chat", "text_completion", "generate_content":
		prompt, ok := s.messages(false)
		if !ok {
			prompt = notCaptured("gen_ai.input.messages")
		}
		output, ok := s.messages(true)
		if !ok {
			if failure, failed := s.failure(); failed {
				output = "(failed: " + failure + ")"
			} else {
				output = notCaptured("gen_ai.output.messages")
			}
		}
		r.Behavior = ledger.BehaviorThinking
		r.Prompt = ledger.Ptr(clip(prompt, caps["ThinkingRecord.prompt"]))
		r.OutputPayload = ledger.Ptr(clip(output, caps["ThinkingRecord.output_payload"]))
		r.ModelInvocation = s.modelInvocation()
		return
	case "plan":
		r.Behavior = ledger.BehaviorPlanning
		goal, ok := s.messages(false)
		r.Goal = optional(goal, ok, caps["PlanningRecord.goal"])
		rationale, ok := s.messages(true)
		r.Rationale = optional(rationale, ok, caps["PlanningRecord.rationale"])
		r.ModelInvocation = s.modelInvocation()
		return
	case "execute_tool":
		r.Behavior = ledger.BehaviorToolCalling
		meta := &ledger.ToolMeta{Extra: map[string]any{}}
		if id, ok := s.str("gen_ai.tool.name"); ok {
			meta.ToolID = &id
		}
		for field, name := range map[string]string{"call_id": "gen_ai.tool.call.id", "type": "gen_ai.tool.type"} {
			if v, ok := s.str(name); ok {
				meta.Extra[field] = v
			}
		}
		if meta.ToolID != nil || len(meta.Extra) > 0 {
			r.ToolMeta = meta
		}
		description, ok := s.str("gen_ai.tool.description")
		r.Description = optional(description, ok, caps["ToolCallingRecord.description"])
		if args, ok := s.byName["gen_ai.tool.call.arguments"]; ok {
			r.InputPayload = ledger.Ptr(clip(textOf(args), caps["ToolCallingRecord.input_payload"]))
		}
		if result, ok := s.byName["gen_ai.tool.call.result"]; ok {
			r.OutputPayload = ledger.Ptr(clip(textOf(result), caps["ToolCallingRecord.output_payload"]))
		} else if failure, ok := s.failure(); ok {
			r.OutputPayload = ledger.Ptr(clip(failure, caps["ToolCallingRecord.output_payload"]))
		}
		r.Success = ledger.Ptr(!failed)
		return
	case "invoke_agent":
		// An agent run is the session's Acting record only when it says what it did.
		if actionType, ok := s.str("trace_ledger.action_type"); ok {
			r.Behavior = ledger.BehaviorActing
			r.ActionType = ledger.Ptr(clip(actionType, caps["ActingRecord.action_type"]))
			if target, ok := s.str("trace_ledger.target_system"); ok {
				r.TargetSystem = &target
			}
			if status, ok := s.str("trace_ledger.execution_status"); ok {
				r.ExecutionStatus = ledger.Ptr(ledger.ActingExecutionStatus(status))
			} else if failed {
				r.ExecutionStatus = ledger.Ptr(ledger.ActingExecutionStatusFailed)
			}
			if id, ok := s.str("trace_ledger.execution_id"); ok {
				r.ExecutionID = &id
			}
			summary, ok := s.messages(true)
			r.ActionSummary = optional(summary, ok, caps["ActingRecord.action_summary"])
			r.Parameters = fitted(nil, nil, s.kept(), caps["ActingRecord.parameters"])
			return
		}
	}
	label := s.Name()
	if known {
		label = operation
	} else if label == "" {
		label = "span"
	}
	r.Behavior = ledger.BehaviorOther
	r.Label = ledger.Ptr(clip(label, caps["OtherRecord.label"]))
	status := object{{"code", int64(s.statusCode)}, {"message", s.Status().Description}}
	var events []any
	for _, event := range s.Events() {
		events = append(events, object{{"name", event.Name}, {"attributes", attributes(event.Attributes)}})
	}
	r.Data = fitted(object{{"span_kind", int64(s.SpanKind())}, {"status", status}}, events, s.kept(), caps["OtherRecord.data"])
}

// errUnmappable is a span no record can be made of (the service rejects it the same way).
var errUnmappable = errors.New("otelledger: span cannot be a record")

// Record is the record of a span, as the service's OTLP ingest makes it; an error when there can
// be none (ids or start time OTLP refuses too).
func Record(ro sdktrace.ReadOnlySpan) (*ledger.Record, error) {
	sc := ro.SpanContext()
	if !sc.TraceID().IsValid() {
		return nil, unmappable("trace_id must be 16 bytes, not all zero")
	}
	if !sc.SpanID().IsValid() {
		return nil, unmappable("span_id must be 8 bytes, not all zero")
	}
	startMs := epochMs(ro.StartTime().UnixNano())
	if ro.StartTime().IsZero() || startMs <= 0 {
		return nil, unmappable("start_time_unix_nano must be after 1970-01-01T00:00:00.001Z")
	}
	s := &span{ReadOnlySpan: ro, attributes: attributes(ro.Attributes())}
	s.byName = make(map[string]any, len(s.attributes))
	for _, m := range s.attributes {
		s.byName[m.key] = m.value
	}
	switch ro.Status().Code {
	case codes.Error:
		s.statusCode = statusError
	case codes.Ok:
		s.statusCode = statusOK
	default:
		s.statusCode = statusUnset
	}
	traceID := sc.TraceID().String()
	r := &ledger.Record{
		RecordID:      recordIDOf(sc.TraceID(), sc.SpanID()),
		SchemaVersion: ledger.SchemaVersion,
		ClientTsUTC:   startMs,
		SessionID:     traceID,
		Tags:          []string{"otel.trace_id=" + traceID, "otel.span_id=" + sc.SpanID().String()},
	}
	// The schema's model_invocation names one model (the response's): the request's goes here.
	if model, ok := s.str("gen_ai.request.model"); ok {
		r.Tags = append(r.Tags, tag("gen_ai.request.model", model)...)
	}
	if service, ok := ro.Resource().Set().Value("service.name"); ok && service.Type() == attribute.STRING && service.AsString() != "" {
		r.Tags = append(r.Tags, tag("service.name", service.AsString())...)
	}
	if conversation, ok := s.str("gen_ai.conversation.id"); ok {
		r.SessionID = conversation
	}
	if parent := ro.Parent().SpanID(); parent.IsValid() {
		r.ParentRecordID = ledger.Ptr(recordIDOf(sc.TraceID(), parent))
	}
	if source, ok := sourceRecord(s.byName); ok {
		return fromSource(r, source)
	}
	if !ro.EndTime().IsZero() {
		if endMs := epochMs(ro.EndTime().UnixNano()); endMs >= startMs {
			r.DurationMs = ledger.Ptr(endMs - startMs)
		}
	}
	// The span's name, then why it failed (status message, exceptions with their stacks).
	var notes []string
	if name := ro.Name(); name != "" {
		notes = append(notes, name)
	}
	if failure, ok := s.failure(); ok {
		notes = append(notes, failure)
	}
	if len(notes) > 0 {
		r.Notes = ledger.Ptr(clip(strings.Join(notes, "\n"), caps["RecordCommon.notes"]))
	}
	s.kind(r)
	return r, nil
}

// tag is "name=value" when it fits the schema's 64 characters, else none.
func tag(name, value string) []string {
	if text := name + "=" + value; utf8.RuneCountInString(text) <= 64 {
		return []string{text}
	}
	return nil
}

const maxTags = 32

// behaviors are the record schema's.
var behaviors = map[string]bool{"Observing": true, "Planning": true, "Thinking": true, "ToolCalling": true, "Acting": true, "Reflecting": true, "Other": true}

// sourceOnly are the fields of an exported record that are its source ledger's, not the span's
// record's: ids, links, times, blobs.
var sourceOnly = map[string]bool{"record_id": true, "agent_id": true, "server_ts_utc": true, "session_id": true, "schema_version": true, "client_ts_utc": true, "parent_record_id": true, "upstream_record_id": true, "input_record_id": true, "attachments": true, "tags": true}

// sourceRecord is the record a span of export --format otlp carries in trace_ledger.record.
func sourceRecord(byName map[string]any) (object, bool) {
	text, ok := byName["trace_ledger.record"].(string)
	if !ok {
		return nil, false
	}
	value, ok := parseJSON(text)
	record, isObject := value.(object)
	if !ok || !isObject {
		return nil, false
	}
	behavior, _ := record.get("behavior").(string)
	return record, behaviors[behavior]
}

// fromSource is the record an exported record comes back as: the span's identity (r), the
// source's behaviour, texts, notes and duration, both's tags.
func fromSource(r *ledger.Record, source object) (*ledger.Record, error) {
	tags := slices.Clone(r.Tags)
	if listed, ok := source.get("tags").([]any); ok {
		for _, t := range listed {
			if text, ok := t.(string); ok && !slices.Contains(tags, text) {
				tags = append(tags, text)
			}
		}
	}
	merged := object{{"record_id", r.RecordID}, {"schema_version", r.SchemaVersion}, {"client_ts_utc", r.ClientTsUTC}, {"session_id", r.SessionID}}
	if r.ParentRecordID != nil {
		merged = append(merged, member{"parent_record_id", *r.ParentRecordID})
	}
	kept := make([]any, 0, len(tags))
	for _, t := range tags[:min(len(tags), maxTags)] {
		kept = append(kept, t)
	}
	merged = append(merged, member{"tags", kept})
	for _, m := range source {
		if !sourceOnly[m.key] {
			merged = append(merged, m)
		}
	}
	out := &ledger.Record{}
	if err := json.Unmarshal([]byte(stringify(merged)), out); err != nil {
		return nil, unmappable("trace_ledger.record: " + err.Error())
	}
	return out, nil
}

func unmappable(reason string) error { return errors.Join(errUnmappable, errors.New(reason)) }

// epochMs: nanoseconds to whole milliseconds, as OTLP carries them (unsigned: before 1970 is 0).
func epochMs(nanos int64) int64 { return max(nanos, 0) / 1_000_000 }
