
status 0
BTF read: 0
compiled: 0
1 1 dtrace

status 0
BTF read: 1
library task.d: needed for curtinfo
32 4

status 0
library uses.d: needed for TASK_COMM_TWICE
library task.d: needed for TASK_COMM_SIZE
1

[D_DECL_IDRED] typedef redeclared: tinfo_t
error: failed to resolve TASK_COMM_SIZE: Unknown variable name

