user mode: ok
kernel mode: ok

