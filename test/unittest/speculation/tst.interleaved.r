b1
b2
between
a1
a2

