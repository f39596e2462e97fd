dtrace: No such process
status 1
dtrace: invalid pid: notapid
status 1
dtrace: No such process
dtrace: hint: failed to grab pid PID
status 1
