dtrace: could not enable tracing: Permission denied: dtrace requires root (CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN)
exit 1
exit 0
dtrace: invalid probe specifier python$target:::gc-start: probe description pythonPID:::gc-start does not match any probes
exit 1
dtrace: invalid probe specifier python$target:::gc-start: probe description pythonPID:::gc-start does not match any probes
    1 | python$target:::gc-start
dtrace: hint: Permission denied: dtrace requires root (CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN)
exit 1
