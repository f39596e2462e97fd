entry -1 11 -1 22 33 44 0 0 0 0
return -22 -22 0 0

