dtrace exit 0
== the process and its parent
10
parent saw 0 stops, 0 continues; child exited with status 0
== dtrace
ready
10
90
