dtrace: could not enable tracing: copyout() and copyoutstr() cannot write user memory: this kernel forbids bpf_probe_write_user() (lockdown)
exit 1
