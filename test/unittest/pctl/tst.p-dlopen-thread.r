dtrace exit 0
parent saw 0 stops, 0 continues; child exited with status 0
10
SIGURG seen 0 times
ready
10
90
