exec-failure ENOENT 1
exec-success 2
exec-success in the new image 2
create 3
create, child's parent is the creator 3
start 3
start, in the child 3
exec /nonexistent/cmd 1
exec /bin/true 2
exit reason 1 4

status 0
