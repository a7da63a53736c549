package otelledger

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
)

// Model messages as readable text, role by role: protocol/messages.ts (the service's and the
// TypeScript integrations' rendering), line for line; test/vectors/messages.json holds both.

// parseJSON is JSON.parse of text into the values stringify writes as JavaScript would: objects
// in their keys' order (a repeated key keeps its first place and its last value), numbers as
// float64. ok is false for text that is not one JSON value.
func parseJSON(text string) (value any, ok bool) {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	value, err := readValue(dec, 0)
	if err != nil {
		return nil, false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, false // more than one value
	}
	return value, true
}

// maxMessageDepth is how deep messages nest at most (protocol/messages.ts); deeper text is kept as it came.
const maxMessageDepth = 64

var errTooDeep = errors.New("nested deeper than maxMessageDepth")

func readValue(dec *json.Decoder, depth int) (any, error) {
	token, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := token.(type) {
	case json.Delim:
		if depth == maxMessageDepth {
			return nil, errTooDeep
		}
		if t == '[' {
			items := []any{}
			for dec.More() {
				item, err := readValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				items = append(items, item)
			}
			_, err := dec.Token()
			return items, err
		}
		o := object{}
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				return nil, err
			}
			item, err := readValue(dec, depth+1)
			if err != nil {
				return nil, err
			}
			o = o.set(key.(string), item)
		}
		_, err := dec.Token()
		return o, err
	case json.Number:
		f, err := strconv.ParseFloat(string(t), 64)
		if err != nil && !math.IsInf(f, 0) {
			return nil, err
		}
		if math.IsInf(f, 0) {
			return nil, errors.New("a number JSON.stringify writes as null") // rare; the text is kept as it came
		}
		return f, nil
	}
	return token, nil // string, bool, nil
}

// present is JavaScript's truthiness with Python's empty collections: "", [], {}, 0, false and null are absent.
func present(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case string:
		return v != ""
	case int64:
		return v != 0
	case float64:
		return v != 0 && !math.IsNaN(v)
	case []any:
		return len(v) > 0
	case object:
		return len(v) > 0
	}
	return true
}

// either is a ?? b: a unless it is absent or null.
func either(values ...any) any {
	for _, v := range values {
		if v != nil {
			return v
		}
	}
	return nil
}

func callText(call object) string {
	fn := call
	if nested, ok := call.get("function").(object); ok {
		fn = nested
	}
	return "[call " + textOf(either(fn.get("name"), fn.get("toolName"), "?")) + "(" + textOf(either(fn.get("arguments"), fn.get("args"), fn.get("input"), "")) + ")]"
}

func isType(o object, name string) bool {
	t, ok := o.get("type").(string)
	return ok && t == name
}

// partText is one part of a message's content: its text, a tool call, a tool's answer, else [type].
func partText(part any) string {
	switch p := part.(type) {
	case string:
		return p
	case object:
		if isType(p, "tool_call") {
			return callText(p)
		}
		if isType(p, "tool_call_response") {
			return textOf(either(p.get("response"), ""))
		}
		content := p.get("content")
		if isType(p, "blob") {
			content = nil // its bytes (base64), not text
		}
		if text, ok := either(p.get("text"), p.get("refusal"), content).(string); ok {
			return text
		}
		return "[" + textOf(either(p.get("type"), "part")) + "]"
	}
	return textOf(part)
}

func contentText(content any) string {
	switch c := content.(type) {
	case nil:
		return ""
	case string:
		return c
	case []any:
		texts := make([]string, len(c))
		for i, part := range c {
			texts[i] = partText(part)
		}
		return strings.Join(texts, " ")
	case object:
		if text, ok := c.get("text").(string); ok {
			return text // one part
		}
	}
	return textOf(content)
}

// messageLine is one message as "role: text".
func messageLine(message any) string {
	m, ok := message.(object)
	if !ok {
		return textOf(message)
	}
	if isType(m, "function_call") {
		return "assistant: " + callText(m)
	}
	if isType(m, "function_call_output") || isType(m, "function_call_result") {
		return "tool: " + contentText(m.get("output"))
	}
	var role any = "message"
	if present(m.get("role")) {
		role = m.get("role")
	} else if present(m.get("type")) {
		role = m.get("type")
	}
	var pieces []string
	if present(m.get("content")) {
		pieces = append(pieces, contentText(m.get("content")))
	}
	if calls, ok := m.get("tool_calls").([]any); ok {
		for _, call := range calls {
			if c, ok := call.(object); ok {
				pieces = append(pieces, callText(c))
			}
		}
	}
	if parts, ok := m.get("parts").([]any); ok {
		for _, part := range parts {
			pieces = append(pieces, partText(part))
		}
	}
	return textOf(role) + ": " + strings.Join(pieces, " ")
}

func renderMessages(messages []any) string {
	lines := make([]string, len(messages))
	for i, message := range messages {
		lines[i] = messageLine(message)
	}
	return strings.Join(lines, "\n")
}

// renderMessageList is a GenAI message attribute as text: a list of messages (JSON text, or an
// array value) role by role; any other value as it is.
func renderMessageList(value any) string {
	list := value
	if text, ok := value.(string); ok {
		list, _ = parseJSON(text)
	}
	items, ok := list.([]any)
	if !ok || len(items) == 0 {
		return textOf(value)
	}
	for _, item := range items {
		if _, ok := item.(object); !ok {
			return textOf(value)
		}
	}
	return renderMessages(items)
}

// renderSystemInstructions is gen_ai.system_instructions as one "system: …" line.
func renderSystemInstructions(value any) string {
	parts := value
	if text, ok := value.(string); ok {
		parts, _ = parseJSON(text)
	}
	if _, ok := parts.([]any); !ok {
		parts = []any{textOf(value)}
	}
	return messageLine(object{{"role", "system"}, {"parts", parts}})
}
