package otelledger

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// The shared rendering of model messages, test/vectors/messages.json (protocol/messages.ts and
// Python's render_messages are held to it too).
func TestMessageVectors(t *testing.T) {
	data, err := os.ReadFile("../../test/vectors/messages.json")
	if err != nil {
		t.Fatal(err)
	}
	type vector struct {
		Name     string          `json:"name"`
		Messages json.RawMessage `json:"messages"`
		Value    json.RawMessage `json:"value"`
		Text     string          `json:"text"`
	}
	var file struct {
		Messages           []vector `json:"messages"`
		Attributes         []vector `json:"attributes"`
		SystemInstructions []vector `json:"system_instructions"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	parsed := func(t *testing.T, raw json.RawMessage) any {
		value, ok := parseJSON(string(raw))
		if !ok {
			t.Fatalf("not JSON: %s", raw)
		}
		return value
	}
	check := func(t *testing.T, got, want string) {
		if got != want {
			t.Fatalf("got  %q\nwant %q", got, want)
		}
	}
	for _, v := range file.Messages {
		t.Run("messages: "+v.Name, func(t *testing.T) { check(t, renderMessages(parsed(t, v.Messages).([]any)), v.Text) })
	}
	for _, v := range file.Attributes {
		t.Run("attribute: "+v.Name, func(t *testing.T) { check(t, renderMessageList(parsed(t, v.Value)), v.Text) })
	}
	for _, v := range file.SystemInstructions {
		t.Run("system instructions: "+v.Name, func(t *testing.T) { check(t, renderSystemInstructions(parsed(t, v.Value)), v.Text) })
	}
	t.Run("a value nested too deep to render is kept as it came", func(t *testing.T) {
		deep := `[{"role":"user","content":[` + strings.Repeat("[", 200_000) + strings.Repeat("]", 200_000) + `]}]`
		check(t, renderMessageList(deep), deep)
	})
}
