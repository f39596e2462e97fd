#!/bin/bash
#
# ASSERTION: -c of a command that does not exist, or cannot be executed,
# is a one-line error and exit status 1, and no probe output.
#
# Run by test/runtest.sh as: bash tst.c-missing.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { exit(0); }' -c /nonexistent/command 2>&1
echo "status $?"
$dtrace -n 'BEGIN { exit(0); }' -c no-such-command-in-path 2>&1
echo "status $?"
$dtrace -n 'BEGIN { exit(0); }' -c /dev/null 2>&1
echo "status $?"
