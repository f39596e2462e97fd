#!/bin/bash
#
# ASSERTION: A compiler option set by #pragma applies to its own program only.
#
# Run by test/runtest.sh as: bash tst.pragma-scope.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd /tmp
printf '#pragma D option zdefs\nnosuch:::probe { }\nBEGIN { exit(0); }\n' >a.$$.d
printf 'nosuch:::probe { }\nBEGIN { exit(0); }\n' >b.$$.d
$dtrace -q -s a.$$.d
echo status $?
$dtrace -q -s a.$$.d -s b.$$.d 2>&1 | sed "s/\.$$\././"
rm -f a.$$.d b.$$.d
