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
version: exit 1
dtrace: failed to write output: No space left on device
header: exit 1
dtrace: failed to create header file /dev/stdout: No space left on device
object: exit 1
dtrace: failed to link /dev/stdout: failed to write /dev/stdout: No space left on device
usage: exit 2
