ppid ok
uid/gid ok
