#!/bin/bash
#
# ASSERTION: Sizes and rates with suffixes are accepted.
#
# Run by test/runtest.sh as: bash tst.good-values.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -q -x bufsize=8m -x aggsize=1m -x strsize=512 -x switchrate=10hz \
    -x aggrate=100ms -x bufpolicy=fill -b 16k -n 'BEGIN { printf("ok\n"); exit(0); }'
