#!/bin/bash
#
# ASSERTION: bufpolicy=fill: END's records must fit in the buffer.
#
# Run by test/runtest.sh as: bash err.end-too-big.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -q -x bufpolicy=fill -x bufsize=40 -n 'BEGIN { exit(0); } END { printf("%d\n", 1); } END { printf("%d\n", 2); }'
