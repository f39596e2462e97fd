exited at the seize: exit 0; stderr: 
exited at the seize: exit 0; stderr: 
exited at the seize: exit 0; stderr: 
40 ok, 0 bad
