#!/bin/bash
#
# ASSERTION: -w, -x destructive and #pragma D option destructive allow destructive
#	actions, with DTrace's notice.
#
# Run by test/runtest.sh as: bash tst.destructive.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -w -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
$dtrace -x destructive -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
printf '#pragma D option destructive\nBEGIN { exit(0); }\n' >/tmp/de.$$.d
$dtrace -s /tmp/de.$$.d 2>&1 >/dev/null | sed "s,/tmp/de.$$.d,de.d,"
$dtrace -q -w -n 'BEGIN { exit(0); }'
echo status $?
rm -f /tmp/de.$$.d
