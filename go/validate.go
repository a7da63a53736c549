package ledger

import (
	"embed"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/trace-ledger/trace-ledger/go/v2/internal/validate"
)

// The schema of every supported version, and the score schema, written by codegen: records are
// validated offline (by internal/validate) by the rules of their own schema_version, as the
// service and the other SDKs judge them.
//
//go:embed schemas
var recordSchemas embed.FS

// SchemaVersionInfo is one schema version the service accepts: its status ("current",
// "supported" or "deprecated") and, when deprecated, the dates (YYYY-MM-DD) it was deprecated on
// and after which it may be retired.
type SchemaVersionInfo struct {
	Version    string
	Status     string
	Deprecated string
	Sunset     string
}

// ValidateRecord checks a complete record against the bundled schema of its SchemaVersion,
// offline. It returns nil or a *ValidationError whose Details.Field is the JSON Pointer of the first
// offending field; a version this SDK does not support is CodeSchemaVersionUnsupported, with the
// supported versions in Details.Extra["supported_versions"]. It fills nothing: Submit fills
// RecordID, SchemaVersion and ClientTsUTC first.
func ValidateRecord(record *Record) error {
	_, err := encodeValid(record)
	return err
}

// encodeValid is ValidateRecord handing back the JSON it judged, so that Enqueue sends (and
// spools) those very bytes without encoding the record a second time.
func encodeValid(record *Record) ([]byte, error) {
	if record == nil {
		return nil, validationError("", "must be object")
	}
	// MarshalJSON itself: json.Marshal would then re-scan and compact its output.
	data, err := record.MarshalJSON()
	if err != nil {
		err = &json.MarshalerError{Type: reflect.TypeOf(record), Err: err} // worded as json.Marshal words it
		return nil, validationError("", "cannot be encoded as JSON: "+err.Error())
	}
	return data, ValidateRecordJSON(data)
}

// ValidateRecordJSON checks a record given as JSON text, as ValidateRecord does. Unlike a Record,
// the text can carry what Go strings cannot (an escaped unpaired surrogate), which is refused as
// the service refuses it.
func ValidateRecordJSON(data []byte) error {
	return failed(recordRules.Check(data))
}

// recordRules are the rules of every supported version, read from the bundled schemas.
var recordRules = func() *validate.Records {
	versions := make([]string, len(SupportedSchemaVersions))
	for i, v := range SupportedSchemaVersions {
		versions[i] = v.Version
	}
	return validate.NewRecords(SchemaVersion, versions, func(version string) ([]byte, error) {
		return recordSchemas.ReadFile("schemas/" + version + "/record.schema.json")
	})
}()

// failed words the validator's verdict as the SDK's error.
func failed(f *validate.Failure) error {
	switch {
	case f == nil:
		return nil
	case f.Unsupported:
		return unsupportedVersion(f.Version)
	}
	return validationError(f.Field, f.Reason)
}

// unsupportedVersion is schema_version_unsupported for a version this SDK does not know, naming those it does.
func unsupportedVersion(version any) error {
	supported := make([]any, len(SupportedSchemaVersions))
	names := make([]string, len(SupportedSchemaVersions))
	for i, v := range SupportedSchemaVersions {
		supported[i], names[i] = v.Version, v.Version
	}
	// An object or array is named by its kind, as in the other SDKs (it may nest very deep).
	given := []byte("(an object)")
	switch version.(type) {
	case map[string]any:
	case []any:
		given = []byte("(an array)")
	default:
		given, _ = json.Marshal(version)
	}
	return newError(LedgerError{
		Code:    CodeSchemaVersionUnsupported,
		Message: fmt.Sprintf("schema_version %s is not supported (supported: %s)", given, strings.Join(names, ", ")),
		Details: ErrorDetails{Field: Ptr("/schema_version"), Reason: Ptr("is not supported"), Extra: map[string]any{"supported_versions": supported}},
	})
}
