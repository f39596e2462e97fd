exit 0
1
sdt-loop processes left: 0
