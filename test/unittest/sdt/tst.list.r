sdt sched sched_process_exec
sdt sched sched_process_fork
sdt raw_syscalls sys_enter
sdt signal signal_generate
sdt sched sched_switch
rawtp sched sched_switch
		args[0]: struct task_struct *
		args[1]: int32_t
		args[2]: struct linux_binprm *
many tracepoints
no tracefs left mounted
