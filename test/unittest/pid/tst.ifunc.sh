#!/bin/bash
#
# ASSERTION: a probe on an IFUNC (libc's strlen and memcpy, STT_GNU_IFUNC:
# the symbol's address is the resolver, which runs once at relocation)
# fires in the implementation the process's dynamic linker chose: N calls
# through function pointers fire the entry N times (with arguments), and
# the return N times.  strstr is an IFUNC that libc never calls itself (no
# IRELATIVE relocation): its implementation is found through pid-ifunc's
# own GLOB_DAT slot (bound at load, so already under -c), and its entry
# and return fire N times too.  -xdebug says nothing about strlen, memcpy
# or strstr (it names the IFUNCs whose implementation cannot be known).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
N=7

DTRACE_DEBUG=1 $dtrace -qn '
pid$target:libc.so.6:strlen:entry /copyinstr(arg0) == "pid-ifunc-marker"/
{
	self->in = 1;
	@n["strlen entry"] = count();
}
pid$target:libc.so.6:strlen:return /self->in/
{
	self->in = 0;
	@n["strlen return"] = count();
	@r = sum(arg1);
}
pid$target:libc.so.6:memcpy:entry /arg2 == 4321/ { @n["memcpy entry"] = count(); }
pid$target:libc.so.6:strstr:entry /copyinstr(arg1) == "marker"/
{
	self->ss = arg0;
	@n["strstr entry"] = count();
}
pid$target:libc.so.6:strstr:return /self->ss/
{
	@n["strstr return"] = count();
	@at = sum(arg1 - self->ss);
	self->ss = 0;
}
END
{
	printa("%-14s %@d\n", @n);
	printa("strlen returned %@d in all\n", @r);
	printa("strstr found at %@d in all\n", @at);
}' -c "$TRIGGERS/pid-ifunc $N" 2>"$tmpd/err"
echo "dtrace exit $?"
grep -E 'IFUNC (strlen|memcpy|strstr):' "$tmpd/err"
echo "debug lines about strlen, memcpy or strstr: $(grep -cE 'IFUNC (strlen|memcpy|strstr):' "$tmpd/err")"
