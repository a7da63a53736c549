package validate

import (
	"encoding/json"
	"testing"
)

// The JSON reader accepts exactly the texts encoding/json accepts, and the canonical form is
// JSON that reads back to itself. Run longer with: go test -fuzz FuzzCanonicalJSON
func FuzzCanonicalJSON(f *testing.F) {
	for _, seed := range []string{
		`{"b":1,"a":[true,false,null,"x"]}`, `[1e21,1e-7,-0,0.1,5e-324,1.7976931348623157e308]`, `"\ud800\u0000\u2028"`,
		`{"\ud83d\ude00":1,"\u20ac":2,"":{}}`, `[[[[]]]]`, ` 1 `, `{"a":1,"a":2}`, `01`, `[1,]`, `"\x"`, `1e400`, `"\xff"`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := parseJSON(data)
		if valid := json.Valid(data); valid != (err == nil) {
			t.Fatalf("json.Valid says %v, the reader says %v, for %q", valid, err, data)
		}
		if err != nil {
			return
		}
		canonical, err := CanonicalJSON(data)
		if err != nil {
			return // a number too large for a double has no canonical form
		}
		if !json.Valid(canonical) {
			t.Fatalf("canonical form %q of %q is not JSON", canonical, data)
		}
		again, err := CanonicalJSON(canonical)
		if err != nil || string(again) != string(canonical) {
			t.Fatalf("canonical form %q of %q is not its own canonical form (%q, %v)", canonical, data, again, err)
		}
	})
}
