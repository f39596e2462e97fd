#!/bin/bash
#
# ASSERTION: a probe on an IFUNC (libc's strlen and memcpy, STT_GNU_IFUNC:
# the symbol's address is the resolver, which runs once at relocation)
# fires in the implementation the process's dynamic linker chose: N calls
# through function pointers fire the entry N times (with arguments), and
# the return N times.  -xdebug says nothing about strlen or memcpy (it
# names the IFUNCs whose implementation cannot be known).
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
END
{
	printa("%-14s %@d\n", @n);
	printa("strlen returned %@d in all\n", @r);
}' -c "$TRIGGERS/pid-ifunc $N" 2>"$tmpd/err"
echo "dtrace exit $?"
grep -E 'IFUNC (strlen|memcpy):' "$tmpd/err"
echo "debug lines about strlen or memcpy: $(grep -cE 'IFUNC (strlen|memcpy):' "$tmpd/err")"
