dtrace exit 0
10
SIGURG seen 0 times
parent saw 0 stops, 0 continues; child exited with status 0
ready
10
90
