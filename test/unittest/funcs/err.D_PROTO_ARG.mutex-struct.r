-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.mutex-struct.d: [D_PROTO_ARG] line 8: mutex_owned( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: struct task_struct *
