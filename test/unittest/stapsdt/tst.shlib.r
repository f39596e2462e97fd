== -l
libsdtlib.so sdtlib_fire fire
== values
30
30
435
870
58
== probemod
30
libsdtlib.so sdtlib_fire fire 30
