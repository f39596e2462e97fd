		args[0]: void *
		args[1]: void *
exit 0
