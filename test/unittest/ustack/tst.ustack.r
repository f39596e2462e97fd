
              sdt-ustack`func_c+{off}
              sdt-ustack`func_b+{off}
              sdt-ustack`func_a+{off}
              sdt-ustack`main+{off}
              libc.so.6`{frame}

