children: 3
exec pids = child pids
size 4 true
forks 3
execs 3
