BEGIN on 0
END on 0
profile on 0

status 0
dtrace: could not enable tracing: cpu 100000 does not exist: CPUs are numbered from 0 to N
status 1
