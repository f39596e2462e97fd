	Argument Types
		args[0]: struct orderinfo *
		args[1]: int

defined as placed(struct order *, int) : (struct orderinfo *, int)
	Argument Types
		args[0]: struct orderinfo *
		args[1]: int

defined as moved(int, struct order *) : (struct orderinfo *, int)
script's translator:
placed: 7 70000 1
moved: 8 -4200 2

dtrace exit 0
D library's translator:
placed: 7 70000 1
moved: 8 -4200 2

dtrace exit 0
