#!/bin/bash
#
# ASSERTION: -F, -x flowindent and #pragma D option flowindent indent the
#	output by function entry and return.
#
# Run by test/runtest.sh as: bash tst.flowindent.sh $DTRACE.

dtrace=${1:-$DTRACE}

cpu='s/^ *[0-9][0-9]* /C /'
$dtrace -F -n 'BEGIN, END { } BEGIN { exit(0); }' 2>/dev/null | sed "$cpu"
$dtrace -x flowindent -n 'BEGIN { exit(0); }' 2>/dev/null | sed "$cpu"
printf '#pragma D option flowindent\nBEGIN { exit(0); }\n' >/tmp/fi.$$.d
$dtrace -s /tmp/fi.$$.d 2>/dev/null | sed "$cpu"
rm -f /tmp/fi.$$.d
