#!/bin/bash
#
# ASSERTION: The "matched N probes" notices for -n and -s.
#
# Run by test/runtest.sh as: bash tst.matched.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

cd /tmp
printf 'BEGIN { exit(0); }\nEND { }\n' > m.$$.d
$dtrace -s m.$$.d 2>&1 >/dev/null | sed "s/m\.$$\.d/m.d/"
rm -f m.$$.d
$dtrace -n 'BEGIN { exit(0); }' -n END 2>&1 >/dev/null
