//go:build unix && !linux

package ledger

import (
	"errors"
	"os"
	"syscall"
)

const canLock = true

// tryLock takes the lock the other SDKs take too: flock, held by the open file, so it also keeps
// out another client of this process; false while another holds it.
func tryLock(file *os.File) (bool, error) {
	err := syscall.Flock(int(file.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return false, nil
	}
	return err == nil, err
}
