3 processes: exit 0, 2 traced; dtrace: pid N exited while its probes were being attached: left out
7 processes: exit 0, 6 traced; dtrace: pid N exited while its probes were being attached: left out
-p: exit 0; dtrace: pid P exited while its probes were being attached: left out
20 runs among short-lived processes: 0 failed
