perf fallback in use
notes-args: as expected
semaphore: as expected
shlib: as expected
two-procs: as expected
many-pids: as expected
