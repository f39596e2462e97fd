
              sdt-loop-pie`main+{off}

