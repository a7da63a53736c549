package ledger

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A newcomer's module outside the repository gets the SDK by its module path (a replace points
// it at this folder, as it would at a checkout), builds the README's quickstart and runs it
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
	source, err := os.ReadFile(filepath.Join("examples", "quickstart", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), source, 0o644); err != nil {
		t.Fatal(err)
	}
	run(nil, goTool, "mod", "init", "example.com/my-agent")
	run(nil, goTool, "mod", "edit", "-replace", "github.com/trace-ledger/trace-ledger/go/v2="+sdk)
	// A version is named: with the replace, the go command asks no proxy for it.
	run(nil, goTool, "get", "github.com/trace-ledger/trace-ledger/go/v2@v"+Version)
	run(nil, goTool, "build", "-o", "my-agent", ".")
	out := run([]string{"LEDGER_ENDPOINT=" + s.url, "LEDGER_API_KEY=" + s.newOwner(t)}, filepath.Join(dir, "my-agent"))
	for _, want := range []string{"refused locally: validation_failed /output_payload", `"closed": true`, `"behavior": "Acting"`, `"parent_record_id": "`} {
		if !strings.Contains(out, want) {
			t.Fatalf("the quickstart's output lacks %q:\n%s", want, out)
		}
	}
}

// The README shows the quickstart that the test above runs.
func TestReadmeShowsTheQuickstart(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	source, err := os.ReadFile(filepath.Join("examples", "quickstart", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), string(source)) {
		t.Fatal("go/README.md does not hold examples/quickstart/main.go as it is: copy it in")
	}
}
