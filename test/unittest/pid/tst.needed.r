pid-calls:_start
libc.so.6:__libc_start_main
pid-calls:main

dtrace exit 0
