#!/bin/bash
#
# ASSERTION: Without -q, a tick clause's record is printed as ":tick-10ms"
# with its probe id (CPU masked).
#
dtrace=${1:-$DTRACE}

$dtrace -n 'tick-10ms { trace(7); exit(0); }' 2>&1 >out.$$
status=$?
sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/' out.$$
rm -f out.$$
exit $status
