//go:build !unix

package ledger

// processAlive cannot be checked here without disturbing the process: another process's spool
// segments are never claimed while its lock file exists.
func processAlive(int) bool { return true }
