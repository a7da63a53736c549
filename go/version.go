package ledger

// Version (version.gen.go) comes from versions.json, the one home of the package versions.
const sdkHeader = "trace-ledger-go/" + Version
