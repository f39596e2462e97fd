pid = $target
tgid = $target
pid builtin same
comm pid-calls
parent = ppid
type 1

dtrace exit 0
