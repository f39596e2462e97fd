exit 0
dtrace: error on enabled probe ID 1 (ID N: syscall:vmlinux:clock_nanosleep:entry): invalid address (ADDR) in action #2
