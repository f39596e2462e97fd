sdt-loop 7 20000
