pid-ok
ppid-ok
