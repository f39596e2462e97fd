SIGINT while attaching: exit 0, stopped before the next call, BEGIN fired 0 times, text restored; stderr: 
SIGTERM while attaching: exit 0, stopped before the next call, BEGIN fired 0 times, text restored; stderr: 
