status 0

exit CLD_EXITED
lwp-exit first thread 1
lwp-start first thread 1
start first thread 1
