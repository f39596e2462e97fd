0
1
2
dtrace exit status 0
stderr: 0 bytes
sdt-loop processes left: 0
