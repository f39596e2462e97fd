getpid entries 9

dtrace exit 0
refused libc.so.6:pthread_spin_lock:entry: Operation not supported
