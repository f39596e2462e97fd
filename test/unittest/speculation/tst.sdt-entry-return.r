loop 0
loop 3
loop 6
loop 9

