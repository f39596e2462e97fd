dtrace exit 0
3

P1 getpid 1
P1 square 1
P1 square returns sum 0
P2 getpid 2
P2 square 2
P2 square returns sum 1
P3 getpid 3
P3 square 3
P3 square returns sum 5
P4 getpid 4
P4 square 4
P4 square returns sum 14
P5 getpid 5
P5 square 5
P5 square returns sum 30
P6 getpid 6
P6 square 6
P6 square returns sum 55
