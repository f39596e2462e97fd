1
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't freopen() "..": Is a directory
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't freopen() ".": Is a directory
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't freopen() "/no/such/dir/file": No such file or directory
2

status 0
