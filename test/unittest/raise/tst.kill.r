dtrace: description 'test_prov$target:::deep ' matched 1 probe
dtrace: allowing destructive actions
dtrace: pid PID terminated by Killed
status 0
