
              dtrace`dt_begin_probe

