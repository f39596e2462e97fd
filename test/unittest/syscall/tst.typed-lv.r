== openat:entry
	Argument Types
		args[0]: int
		args[1]: const char *
		args[2]: int
		args[3]: umode_t
== openat:return
	Argument Types
		args[0]: long
		args[1]: long
== clock_nanosleep:entry
	Argument Types
		args[0]: const clockid_t
		args[1]: int
		args[2]: const struct __kernel_timespec *
		args[3]: struct __kernel_timespec *
== getppid:entry
	Argument Types
		None
