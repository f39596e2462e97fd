tick 0
tick 1
tick 2
tick 3
tick 4
loop 0 0
loop 1 -1
loop 2 -2
loop 3 -3
loop 4 -4

