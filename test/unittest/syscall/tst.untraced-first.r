lddw %r1, dt_syscall
call bpf_map_lookup_elem
exit
call bpf_get_smp_processor_id
