at least 300 damaged copies
intact: f:entry 3 f:fire 3 f:return 3 g:entry 3 g:return 3
mapped: the program and every copy
-l every function's entry: exit 0, the program's f listed
-l entry, return, instructions of f and g, stapsdt: exit 0, 2 of the program's f return and fire listed
-c: at least 25 copies traced
-c: at least 15 of them ran and fired damaged:::fire 3 times
-l -c: at least 5 copies listed
0 runs crashed, timed out, made a sanitizer report or said other than "dtrace: ..."
