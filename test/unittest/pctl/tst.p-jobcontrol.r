seized by dtrace
dtrace exit 0
parent saw 1 stops, 1 continues; child killed by signal 15
