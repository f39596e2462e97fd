#!/bin/bash
#
# ASSERTION: oformat takes text or json; another value is refused as
# DTrace refuses a bad option value, on the command line (exit 1) and in a
# pragma (D_PRAGMA_OPTSET).
#
dtrace=${1:-$DTRACE}
$dtrace -x oformat=xml -n 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
$dtrace -xerrtags -n '#pragma D option oformat=yaml
BEGIN { exit(0); }' 2>&1
echo "exit $?"
