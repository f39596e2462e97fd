21 42 10

status 0
0
1
1
error: failed to resolve LIB_NEEDS: Unknown variable name
error: failed to resolve LIB_Z: Unknown variable name
dtrace: failed to compile script TMP/main.d: line 1: main program may not explicitly depend on a library
