module github.com/trace-ledger/trace-ledger/go/v2

go 1.22

require (
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	golang.org/x/crypto v0.32.0
	golang.org/x/text v0.21.0
)

require golang.org/x/sys v0.29.0
