		args[0]: struct work_struct *
		args[1]: void *
exit 0
