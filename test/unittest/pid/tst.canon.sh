#!/bin/bash
#
# ASSERTION: one symbol cache, one name: the canonical name of a group of
# aliases (libproc's preference) names the pid probe and is what ufunc()
# prints for the function's address.  pid-calls's go has the aliases _go
# and __go; libc's getpid has __getpid.  A probe described by an alias is
# named by the canonical name.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:__go:entry, pid$target:libc.so.6:__getpid:entry
{
	@[probemod, probefunc, ufunc(uregs[R_PC])] = count();
}
END { printa("%s %s %A %@d\n", @); }' -c "$TRIGGERS/pid-calls 3"
echo "dtrace exit $?"
