
a.out _start entry 1
a.out add8 entry 7
a.out add8 return 7
a.out depth entry 6
a.out depth return 6
a.out go entry 1
a.out go return 1
a.out main entry 1
a.out main return 1
a.out square entry 7
a.out square return 7
libc.so.6 getpid entry 7
dtrace exit 0
