module github.com/trace-ledger/trace-ledger/go/v2

go 1.22

require (
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	golang.org/x/text v0.14.0
)
