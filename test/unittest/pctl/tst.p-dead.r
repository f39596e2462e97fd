dtrace: failed to grab pid PID: No such process
status 1
dtrace: invalid pid: notapid
status 1
