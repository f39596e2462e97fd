
sdt-ustack`func_c+{off}
sdt-ustack`func_b+{off}
 3

      sdt-ustack`func_c+{off}
      sdt-ustack`func_b+{off}
|3

