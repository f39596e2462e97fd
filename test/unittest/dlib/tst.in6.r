16 ::1

status 0
10

BTF read: 0
