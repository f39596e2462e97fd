		args[0]: struct task_struct *
		args[1]: int32_t
		args[2]: struct linux_binprm *
children: 3
fork args[1]->pid = child pids
exec args[0]->pid = child pids
      3 1 true /bin/true
