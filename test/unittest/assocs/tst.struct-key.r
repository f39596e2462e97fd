12 0 0
13 130 1300
0
seven eight

