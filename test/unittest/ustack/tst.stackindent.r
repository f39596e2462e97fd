
   sdt-ustack`func_c+{off}
   sdt-ustack`func_b+{off}

