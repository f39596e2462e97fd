dtrace exit 0

A getpid 3
A square 3
A square returns sum 5
B getpid 5
B square 5
B square returns sum 30
