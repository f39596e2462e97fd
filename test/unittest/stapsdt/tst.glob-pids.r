dtrace exit status 0
a 25 300
b 25 300
