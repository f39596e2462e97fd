dtrace exit 0
parent saw 0 stops, 0 continues; child exited with status 0
5
ready
5
20
