#!/bin/bash
#
# ASSERTION: With #pragma D option quiet there is no "matched" notice.
#
# Run by test/runtest.sh as: bash tst.pragma-quiet-notice.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

cd /tmp
printf '#pragma D option quiet\nBEGIN { exit(0); }\n' > pq.$$.d
$dtrace -s pq.$$.d 2>&1
rm -f pq.$$.d
