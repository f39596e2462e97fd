#!/bin/bash
#
# ASSERTION: pr_psargs holds the first 79 bytes of a long argument list
# (PRARGSZ 80 with the NUL), NULs between arguments made spaces; with a
# strsize below that, strsize bytes.
#
# Run by test/runtest.sh as: bash tst.psargs-long.sh $DTRACE.

dtrace=${1:-$DTRACE}
long=$(printf 'x%.0s' $(seq 100))
d='proc:::exit /pid == $target/ { printf("%d %s\n", strlen(curpsinfo->pr_psargs), curpsinfo->pr_psargs); }'

$dtrace -qn "$d" -c "/bin/sleep 0.01 $long" 2>/dev/null
$dtrace -xstrsize=12 -qn "$d" -c "/bin/sleep 0.01 $long" 2>/dev/null
