dtrace: failed to grab pid KPID: process is a kernel thread
status 1
