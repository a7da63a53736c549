package ledger

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A newcomer's module outside the repository gets the SDK by its module path (a replace points
// it at this folder, as it would at a checkout), builds the README's examples and runs them
// against the service.
func TestQuickstartInAFreshModule(t *testing.T) {
	s := liveService(t)
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	sdk, _ := filepath.Abs(".")
	dir := t.TempDir()
	run := func(env []string, name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), append([]string{"GOWORK=off", "GOFLAGS=-mod=mod"}, env...)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	run(nil, goTool, "mod", "init", "example.com/my-agent")
	run(nil, goTool, "mod", "edit", "-replace", "github.com/trace-ledger/trace-ledger/go/v2="+sdk)
	for _, example := range readmeExamples {
		source, err := os.ReadFile(filepath.Join("examples", example.name, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(dir, example.name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, example.name, "main.go"), source, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A version is named: with the replace, the go command asks no proxy for it.
	run(nil, goTool, "get", "github.com/trace-ledger/trace-ledger/go/v2@v"+Version)
	for _, example := range readmeExamples {
		run(nil, goTool, "build", "-o", example.name+".bin", "./"+example.name)
		out := run([]string{"LEDGER_ENDPOINT=" + s.url, "LEDGER_API_KEY=" + s.newOwner(t)}, filepath.Join(dir, example.name+".bin"))
		for _, want := range example.prints {
			if !strings.Contains(out, want) {
				t.Fatalf("examples/%s's output lacks %q:\n%s", example.name, want, out)
			}
		}
	}
}

// readmeExamples are the programs go/README.md shows, and what each prints when it works.
var readmeExamples = []struct {
	name   string
	prints []string
}{
	{"quickstart", []string{"refused locally: validation_failed /output_payload", `"closed": true`, `"behavior": "Acting"`, `"parent_record_id": "`}},
	{"background", []string{"acked 1, duplicates 0, failed 0, pending 0", "verified: true"}},
}

// The README shows, as they are, the examples that the test above runs, and no other Go block.
func TestReadmeShowsTheExamples(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, example := range readmeExamples {
		source, err := os.ReadFile(filepath.Join("examples", example.name, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(readme), "```go\n"+string(source)+"```") {
			t.Fatalf("go/README.md does not hold examples/%s/main.go as it is: copy it in", example.name)
		}
	}
	if blocks := strings.Count(string(readme), "```go"); blocks != len(readmeExamples) {
		t.Fatalf("go/README.md has %d Go blocks, %d of them examples that run: make each one an example", blocks, len(readmeExamples))
	}
}
