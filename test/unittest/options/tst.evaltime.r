evaltime=exec
libc.so.6 opened

status 0
evaltime=postinit

status 0
dtrace: failed to set -x evaltime: evaltime=preinit is not supported: a -c process is held at its exec (exec) or at its entry point (postinit)
status 1
dtrace: failed to set -x evaltime: evaltime=main is not supported: a -c process is held at its exec (exec) or at its entry point (postinit)
status 1
dtrace: failed to set -x evaltime: Invalid value for specified option
status 1
