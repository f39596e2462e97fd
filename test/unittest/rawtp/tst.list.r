rawtp sched sched_process_exec
rawtp sched sched_process_fork
rawtp raw_syscalls sys_enter
rawtp signal signal_generate
sdt sched sched_switch
rawtp sched sched_switch

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: struct task_struct *
		args[1]: struct task_struct *

		args[0]: bool
		args[1]: struct task_struct *
		args[2]: struct task_struct *
		args[3]: unsigned int
		args[0]: struct pt_regs *
		args[1]: long int
		args[0]: struct work_struct *
		args[1]: work_func_t
as many rawtp probes as sdt probes
