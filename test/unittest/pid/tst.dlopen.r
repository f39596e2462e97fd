0
entry 7, arg0 sum 21, return 7

dtrace exit 0
dtrace: invalid probe specifier pid$target:libsdtlib.so:sdtlib_fire:entry { }: probe description pidPID:libsdtlib.so:sdtlib_fire:entry does not match any probes
dtrace exit 1
