== probemod
20
20
190
libsdtlib.so 20
== probefunc
20
20
190
sdtlib_fire 20
