sdt-net

