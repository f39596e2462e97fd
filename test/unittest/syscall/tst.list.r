== openat and getppid
   ID   PROVIDER            MODULE                          FUNCTION NAME
syscall vmlinux openat entry (layout ok)
syscall vmlinux openat return (layout ok)
syscall vmlinux getppid entry (layout ok)
syscall vmlinux getppid return (layout ok)
== the whole provider
as many entry as return probes
between 250 and 1024 system calls
read: 2 probes
write: 2 probes
openat: 2 probes
close: 2 probes
mmap: 2 probes
clone: 2 probes
execve: 2 probes
exit_group: 2 probes
newfstatat: 2 probes
rt_sigreturn: 2 probes
getppid: 2 probes
