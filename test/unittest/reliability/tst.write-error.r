begin: exit 1
dtrace: failed to write output: No space left on device
tick: exit 1
dtrace: failed to write output: No space left on device
aggregation: exit 1
dtrace: failed to write output: No space left on device
list: exit 1
dtrace: failed to write output: No space left on device
o-file: exit 1
dtrace: failed to write to /dev/full: No space left on device
