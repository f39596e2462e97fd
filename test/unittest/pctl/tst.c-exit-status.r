dtrace: description 'BEGIN ' matched 1 probe
dtrace: pid PID exited with status 1
status 0
dtrace: description 'BEGIN ' matched 1 probe
dtrace: pid PID has exited
status 0
dtrace: description 'BEGIN ' matched 1 probe
dtrace: pid PID terminated by Killed
status 0
status 0
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
dtrace: pid PID has exited
status 0
