package ledger

import (
	"errors"
	"os"
	"syscall"
)

const canLock = true

// fOFDSetLk is F_OFD_SETLK, which package syscall does not name.
const fOFDSetLk = 37

// tryLock takes the lock the other SDKs take too: an OFD fcntl write lock on the whole file, held
// by the open file (not the process), so it also keeps out another client of this process; false
// while another holds it.
func tryLock(file *os.File) (bool, error) {
	lock := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0}
	err := syscall.FcntlFlock(file.Fd(), fOFDSetLk, &lock)
	if errors.Is(err, syscall.EAGAIN) || errors.Is(err, syscall.EACCES) {
		return false, nil
	}
	return err == nil, err
}
