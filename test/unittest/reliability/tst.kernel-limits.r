perf fallback, 64 files: exit 1, semaphores 0, text restored
dtrace: could not enable tracing: failed to attach uprobe at FILE:OFFSET: Too many open files
uprobe_multi, 8 to 24 files: some traced, some failed in one line, 0 bad
aggsize 64g: exit 1, semaphores 0, text restored
dtrace: could not enable tracing: failed to create BPF map 'dt_aggs' (N entries, key N bytes, value N bytes): Argument list too long
