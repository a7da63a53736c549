//go:build unix

package ledger

import (
	"errors"
	"syscall"
)

// processAlive: signal 0 checks that pid exists without disturbing it.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
