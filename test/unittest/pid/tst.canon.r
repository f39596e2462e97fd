pid-calls go pid-calls`go 1
libc.so.6 getpid libc.so.6`getpid 3

dtrace exit 0
