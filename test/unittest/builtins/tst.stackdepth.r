status 0
level 0: 0 0 0
level 1: 1 0 0
level 2: 2 0 0
level 3: 3 0 0
level 4: 4 0 0
same
same
same
same
same
status 0
same
