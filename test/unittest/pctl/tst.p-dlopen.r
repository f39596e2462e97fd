dtrace exit 0
== the process and its parent
parent saw 0 stops, 0 continues; child exited with status 0
10
== dtrace
ready
10
90
