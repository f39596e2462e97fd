#!/bin/bash
#
# ASSERTION: An unknown -x option is an error.
#
# Run by test/runtest.sh as: bash tst.bad-option.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -x nosuchoption -n 'BEGIN { exit(0); }'
echo "status $?"
