package ledger

// Version is this SDK's version; it travels in the x-ledger-sdk header as
// trace-ledger-go/<Version>, which labels the agent sdk_instrumented.
const Version = "2.0.0-preview.1"

const sdkHeader = "trace-ledger-go/" + Version
