getpid entries 9

dtrace exit 0
1
left out libc.so.6:pthread_spin_lock:entry: its first instruction (lock decl (%rdi)) is refused by the kernel's uprobes (a lock prefix)
