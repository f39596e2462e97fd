
              sdt-loop-nopie`main+{off}

