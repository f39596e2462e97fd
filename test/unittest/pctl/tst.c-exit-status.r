dtrace: description 'BEGIN ' matched 1 probe
dtrace: pid PID exited with status 1
status 0

status 0
