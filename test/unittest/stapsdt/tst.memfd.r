program: ready
== -l
memfd:libsdtlib.so sdtlib_fire fire
memfd:libsdtlib.so sdtlib_fire fire
== values
dtrace exit status 0
100
24950
49900
program exit status 0
expected: 100 24950
