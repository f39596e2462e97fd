	Argument Types
		args[0]: uint64_t
		args[1]: int

defined as placed(struct order *, int) : (struct orderinfo *, int)
args[0] is the pointer, args[1] is 1
