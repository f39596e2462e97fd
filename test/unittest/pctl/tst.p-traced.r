dtrace exit 0
parent saw 0 stops, 0 continues; child exited with status 0
dtrace: pid N is traced by process M: objects it dlopen()s get their probes after they start running
