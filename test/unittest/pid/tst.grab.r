-p: dtrace exit 0
add8 30 arg0 sum 435 getpid 30

literal pid, -p: dtrace exit 0
add8 30 arg0 sum 435 getpid 30

