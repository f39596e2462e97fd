
status 0
dtrace: failed to compile script b.d: line 1: probe description nosuch:::probe does not match any probes
