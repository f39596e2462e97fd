uprobe guards: 1

              dtrace`dt_begin_probe

