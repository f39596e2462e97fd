lib/dtrace: dlib/*.d
./usr/local/sbin/dtrace
./usr/local/share/bash-completion/completions/dtrace
./usr/local/share/man/man8/dtrace.8
EIO is 5

dtrace: Oracle D 2.0
left: 0
