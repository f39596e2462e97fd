a
c

