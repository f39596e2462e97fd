new process while dtrace is stopped: T
after SIGKILL: exit 0
traced text: restored
round 1: exit 0
round 2: exit 0
round 3: exit 0
round 4: exit 0
round 5: exit 0
round 6: exit 0
traced text: restored
dynamic linker text: restored
