openat(-100, "/nonexistent/syscall-calls", 0, 0) sizes 4 8 2
returned -2 -2 (size 8) errno 2

