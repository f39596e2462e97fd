dtrace

status 0
7 eight 1 64 3 devtmpfs

status 0
dtrace: invalid probe specifier BEGIN { trace(EPERM); exit(0); }: extraneous argument '1234' ($1 is not referenced)
status 1
status 1
1
dtrace: invalid probe specifier BEGIN { trace(LIB_ARG + $1); exit(0); }: in action list: failed to resolve LIB_ARG: Unknown variable name
