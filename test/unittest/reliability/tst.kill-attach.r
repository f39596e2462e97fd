SIGKILL at 36 moments of a 20000-site attach and detach: 0 left breakpoints
guard killed: dtrace exit 1; dtrace: processing aborted: the uprobe guard (process G) was killed: the uprobes it held are gone
