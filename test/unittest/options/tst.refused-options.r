dtrace: -32 is not supported: D programs use the kernel's 64-bit data model
status 1
dtrace: failed to set -x aggpercpu: aggpercpu is not supported: aggregations are not kept per CPU
status 1
ran

status 0
