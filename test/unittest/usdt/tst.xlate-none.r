dtrace: invalid probe specifier xl$target:::placed { trace(args[0]->oi_id); }: [D_ARGS_XLATOR] in action list: translator for args[0] from struct order * to struct orderinfo * is not defined
dtrace exit 1
dtrace: failed to compile script /dev/stdin: [D_ARGS_XLATOR] line 6: translator for args[0] from struct order * to struct orderinfo * is not defined
dtrace exit 1
1 1

dtrace exit 0
