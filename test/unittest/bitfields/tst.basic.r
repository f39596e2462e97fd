5 31 -3 fffff
6 0 8

