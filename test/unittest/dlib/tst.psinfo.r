status 0
pid 1
ppid is dtrace
uid and gid ours
fname sleep
psargs /bin/sleep 0.1|
nlwp 1 dmodel 1 lwp 1 1
nice 5 state 1 O onpro 1
pgid 1 sid 1 start 1

