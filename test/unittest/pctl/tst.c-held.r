state t
libsdtlib.so mapped
libc mapped
at the entry point
status 0
begin
0

