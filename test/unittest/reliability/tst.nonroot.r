dtrace: could not enable tracing: Permission denied: dtrace requires root (CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN)
exit 1
exit 0
