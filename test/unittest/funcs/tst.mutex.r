tty read lock: owned 1, owner is curthread 1
cred_guard_mutex: owned 0, owner is NULL 1
adaptive 1, spin 0

