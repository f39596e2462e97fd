#!/bin/bash
#
# tst.cook-parts.sh: the parts of the cook pass (libdtrace/cook/) call
# downwards only, on dt_cook_core.c.  Fails, naming each case, when
#   - a part other than the walker (dt_cook.c) includes dt_cook.h, the
#     header that includes every part's (a part includes its own header
#     and those of the parts below it), or
#   - the references between the parts' objects (nm, in libdtrace.a beside
#     $DTRACE) run in a circle (tsort names one),
# or when dt_cook_core.o references any other part.
#
# @@timeout: 120
#
set -u
top=$(cd "$(dirname "$0")/../../.." && pwd)
cook=$top/libdtrace/cook
lib_a=$(dirname "$DTRACE")/libdtrace.a
[ -f "$lib_a" ] || { echo "no libdtrace.a beside $DTRACE"; exit 77; }

bad=0
for f in "$cook"/*.[ch]; do
	case ${f##*/} in dt_cook.c|dt_cook.h) continue;; esac
	if grep -q '^#[[:space:]]*include[[:space:]]*"dt_cook\.h"' "$f"; then
		echo "libdtrace/cook/${f##*/} includes dt_cook.h"
		bad=1
	fi
done

# The cook objects' references to one another: "from to" lines.
parts=$(cd "$cook" && ls *.c | sed 's/\.c$/.o/' | tr '\n' ' ')
edges=$(nm -A "$lib_a" | awk -v parts="$parts" '
	BEGIN { n = split(parts, p, " "); for (i = 1; i <= n; i++) part[p[i]] = 1 }
	{ sub(/^[^:]*:/, ""); split($0, a, ":"); m = a[1]
	  if (!(m in part)) next
	  k = split(a[2], f, " ")
	  if (k == 3 && f[2] ~ /^[TDBRCV]$/) def[f[3]] = m
	  else if (k == 2 && f[1] == "U") use[u++] = f[2] " " m }
	END { for (i = 0; i < u; i++) { split(use[i], x, " ")
		if (x[1] in def && def[x[1]] != x[2]) print x[2], def[x[1]] } }' |
	sort -u)
if [ -z "$edges" ]; then
	echo "no references between the cook objects in $lib_a"
	exit 1
fi
if ! loop=$(echo "$edges" | tsort 2>&1 >/dev/null) || [ -n "$loop" ]; then
	echo "the cook parts call each other in a circle:"
	echo "$loop"
	bad=1
fi
if echo "$edges" | grep -q '^dt_cook_core\.o '; then
	echo "dt_cook_core.o references other parts:" $(echo "$edges" |
	    awk '$1 == "dt_cook_core.o" { print $2 }')
	bad=1
fi

[ $bad -eq 0 ] && echo "cook: $(echo "$edges" | wc -l) references between parts, no circle"
exit $bad
