
libc.so.6 fired
libc.so.6 getpid entry 4
libc.so.6 getpid return 4
pid-calls add8 entry 4
pid-calls add8 return 4
pid-calls depth entry 6
pid-calls depth return 6
pid-calls fired
pid-calls go entry 1
pid-calls go return 1
pid-calls square entry 4
pid-calls square return 4
dtrace exit 0
