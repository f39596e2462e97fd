entry  5 depth 1
entry  4 depth 2
entry  3 depth 3
entry  2 depth 4
entry  1 depth 5
entry  0 depth 6
return 0 depth 6
return 1 depth 5
return 2 depth 4
return 3 depth 3
return 4 depth 2
return 5 depth 1
entry 6
return 6

dtrace exit 0
