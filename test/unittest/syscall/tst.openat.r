syscall:vmlinux:openat:entry dfd -100 path /nonexistent/syscall-calls flags 0
return -2 -2 errno 2

