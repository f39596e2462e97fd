before
hello 42 -7
between
dtrace
after

