pidP1 MOD square entry
pidP2 MOD square entry
pidP3 MOD square entry
dtrace exit 0


P1 square 1
P1 square returns sum 0
P2 square 2
P2 square returns sum 1
P3 square 3
P3 square returns sum 5
too many: exit 1, stdout 0 lines
dtrace: invalid probe specifier pid*:libc.so.6::: failed to create probes for 'pid*:libc.so.6::': more than 250000 (the pid provider's limit for a glob over processes); name fewer processes, modules or functions
