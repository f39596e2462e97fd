	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: Common
	Argument Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common
	Argument Types
		args[0]: int
		args[1]: const char *
		args[2]: long

defined as order__done(int, const char *, long)
2 1 alice -2

dtrace exit 0
	Argument Types
		args[0]: int32_t
		args[1]: uint64_t
		args[2]: int64_t

