#!/bin/bash
#
# ASSERTION: -l -P io lists the io probes, one per kernel site, as
# io:vmlinux:<tracepoint>:<name>; -lv gives their arguments DTrace's
# translated types; io:::done matches both completion sites.
#
dtrace=${1:-$DTRACE}
$dtrace -l -P io | awk 'NR > 1 { print $2, $3, $4, $5 }'
echo "== io:::done"
$dtrace -l -n io:::done | awk 'NR > 1 { print $4, $5 }'
echo "== -lv io:::start"
$dtrace -lv -n io:::start | grep 'args\['
