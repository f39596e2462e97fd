y is 2
x is 1

