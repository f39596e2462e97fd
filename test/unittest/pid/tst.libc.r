== libc.so.6
libc.so.6`getpid entries 17
returns of $target 17
__libc_start_main 1

== libc.so
libc.so.6`getpid entries 17
returns of $target 17
__libc_start_main 1

== libc
libc.so.6`getpid entries 17
returns of $target 17
__libc_start_main 1

== libc.so*
libc.so.6`getpid entries 17
returns of $target 17
__libc_start_main 1

