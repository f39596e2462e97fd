dtrace: failed to execute /nonexistent/command: No such file or directory
status 1
dtrace: failed to execute no-such-command-in-path: No such file or directory
status 1
dtrace: failed to execute /dev/null: Permission denied
status 1
