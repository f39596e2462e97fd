4
before 3
loop 4
exit 0
