dtrace: invalid probe specifier BEGIN { exit(0); }: Invalid library dependency in TMP/missing/liba.d: TMP/missing/libnotthere.d
status 1
dtrace: invalid probe specifier BEGIN { exit(0); }: Cyclic dependency detected: TMP/cycle/liba.d => TMP/cycle/libc.d
status 1
3 2 1

status 0
