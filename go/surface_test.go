package ledger

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// The package's own files: the public surface and the client, not the validator's internals
// (go/internal/validate), which alone imports the JSON Schema library.
func TestValidationInternalsStayInternal(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(path, "github.com/santhosh-tekuri/jsonschema") {
				t.Errorf("%s imports %s: validation internals belong in internal/validate", name, path)
			}
		}
	}
}

// RegisterAgentInput, ResolveAgentInput and ListAgentsInput embed one ConnectionParams (in.APIKey
// reads through it) and repeat none of its fields; its fields are LedgerClientConfig's, same types.
func TestOwnerCallsEmbedConnectionParams(t *testing.T) {
	params := reflect.TypeOf(ConnectionParams{})
	for _, input := range []any{RegisterAgentInput{}, ResolveAgentInput{}, ListAgentsInput{}} {
		typ := reflect.TypeOf(input)
		embedded, ok := typ.FieldByName("ConnectionParams")
		if !ok || !embedded.Anonymous || embedded.Type != params {
			t.Errorf("%s does not embed ConnectionParams", typ.Name())
		}
		for i := range params.NumField() {
			if field, _ := typ.FieldByName(params.Field(i).Name); len(field.Index) != 2 {
				t.Errorf("%s.%s is not ConnectionParams' own", typ.Name(), params.Field(i).Name)
			}
		}
	}
	config := reflect.TypeOf(LedgerClientConfig{})
	for i := range params.NumField() {
		field := params.Field(i)
		if same, ok := config.FieldByName(field.Name); !ok || same.Type != field.Type {
			t.Errorf("LedgerClientConfig.%s is not ConnectionParams.%s", field.Name, field.Name)
		}
	}
}

// Error codes are typed wherever the SDK hands one out.
func TestErrorCodesAreTyped(t *testing.T) {
	code := reflect.TypeOf(CodeValidationFailed)
	if code.Name() != "ErrorCode" || code.Kind() != reflect.String {
		t.Fatalf("CodeValidationFailed is a %v", code)
	}
	for _, holder := range []any{LedgerError{}, RecordError{}, ScoreError{}, ErrorBody{}} {
		if field, _ := reflect.TypeOf(holder).FieldByName("Code"); field.Type != code {
			t.Errorf("%T.Code is a %v, not an ErrorCode", holder, field.Type)
		}
	}
	for _, row := range errorCodes {
		if codeRows[row.Code].Code != row.Code {
			t.Errorf("%s: no row", row.Code)
		}
	}
}

// Every operation a request names is a generated Operation constant (a literal would compile, as an
// untyped string, and fail only when called if misspelt) and in the generated operations table.
func TestRequestsNameKnownOperations(t *testing.T) {
	if reflect.TypeOf(OperationSubmitBatch).Name() != "Operation" {
		t.Fatal("OperationSubmitBatch is not an Operation")
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	named := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || strings.HasSuffix(name, ".gen.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range requestOperations(f) {
			named++
			if op.literal {
				t.Errorf("%s: request{op: %q} names its operation by a string literal: use the generated Operation constant", name, op.id)
			}
			if _, known := operations[Operation(op.id)]; !known {
				t.Errorf("%s: request{op: %s} is no operation of the OpenAPI document", name, op.id)
			}
		}
	}
	if named < len(operations) {
		t.Fatalf("found %d requests' operations, want at least %d", named, len(operations))
	}
}

// namedOperation is an operationId a request names, and whether by a string literal.
type namedOperation struct {
	id      string
	literal bool
}

// requestOperations are the operations f's request and itemKind literals name.
func requestOperations(f *ast.File) []namedOperation {
	var ops []namedOperation
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		if typ, named := lit.Type.(*ast.Ident); !named || (typ.Name != "request" && typ.Name != "itemKind") {
			return true
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if key, _ := kv.Key.(*ast.Ident); !ok || key == nil || key.Name != "op" {
				continue
			}
			switch v := kv.Value.(type) {
			case *ast.BasicLit:
				op, _ := strconv.Unquote(v.Value)
				ops = append(ops, namedOperation{op, true})
			case *ast.Ident: // OperationSubmitBatch is "submitBatch"
				id := strings.TrimPrefix(v.Name, "Operation")
				ops = append(ops, namedOperation{strings.ToLower(id[:1]) + id[1:], false})
			}
		}
		return true
	})
	return ops
}
