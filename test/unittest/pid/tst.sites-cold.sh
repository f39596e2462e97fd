#!/bin/bash
#
# ASSERTION: a function's cold part (gcc's work.cold, placed before work
# in .text.unlikely) belongs to the function: work's return probe fires at
# every return, the ones in work.cold too (arg0, the site's offset from
# work's entry, is negative there), so it fires exactly as often as its
# entry probe; work.cold has no entry or return probe of its own (only
# offset probes: -l lists its instructions), so nothing fires as an entry
# into it when work jumps there.  Before, work.cold had entry probes that
# fired at each jump, and the returns from work.cold were missed.  Also
# C++: pid-throw's thrower, middle and catcher(int) have cold parts that
# hold their exception landing pads; every entry of thrower is a return
# or a throw, and every call of catcher returns.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
prog=$TRIGGERS/pid-sites

echo "== -l"
$dtrace -l -n 'pid$target:a.out:work*:' -c "$prog 1" |
    awk 'NR > 1 { print $4, ($5 ~ /^[0-9a-f]+$/ ? "OFFSET" : $5) }' | uniq -c
echo "== firing"
$dtrace -qn '
pid$target:a.out:work:entry { @e = count(); }
pid$target:a.out:work:return /(int64_t)arg0 < 0/ { @c = count(); }
pid$target:a.out:work:return /(int64_t)arg0 > 0/ { @h = count(); }
pid$target:a.out:work*:entry /probefunc != "work"/ { @x = count(); }
END {
	printa("work entries %@d\n", @e);
	printa("returns in work %@d\n", @h);
	printa("returns in work.cold %@d\n", @c);
	printa("other entries %@d\n", @x);
}' -c "$prog 50" | grep -v '^$' | grep -v '^[a-z_0-9]* [0-9]*$' | grep -v '^ok$'
echo "dtrace exit ${PIPESTATUS[0]}"
echo "== C++"
$dtrace -qn '
pid$target:a.out::entry, pid$target:a.out::return { @[probefunc, probename] = count(); }
END { printa("%s %s %@d\n", @); }' -c "$TRIGGERS/pid-throw 30" |
    grep -v '^$' | grep -v 'basic_string\|Alloc_hider' | sort
