#!/bin/bash
#
# ASSERTION: functions of a DT_NEEDED library (libc.so.6) are probed in the
# -c process from its first instruction: __libc_start_main, which runs
# before main, fires once; getpid, called N times, fires N times and
# returns the process's pid.  The module may be named libc.so.6, libc.so,
# libc or by a glob, and probemod is always the object's name (DTrace
# replaces the aliases by it).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
N=17

for mod in libc.so.6 libc.so libc 'libc.so*'; do
	echo "== $mod"
	$dtrace -qn '
	pid$target:'"$mod"':getpid:entry { @e[probemod, probefunc] = count(); }
	pid$target:'"$mod"':getpid:return /arg1 == $target/ { @r = count(); }
	pid$target:'"$mod"':__libc_start_main:entry { @s = count(); }
	END
	{
		printa("%s`%s entries %@d\n", @e);
		printa("returns of $target %@d\n", @r);
		printa("__libc_start_main %@d\n", @s);
	}' -c "$TRIGGERS/pid-calls $N"
done
