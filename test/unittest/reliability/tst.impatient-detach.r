dtrace exited with status 0
the guard is still frozen
libdtrace DEBUG: uprobe guard N is left to detach the uprobes
the program's text is restored
