c
a

