#!/bin/bash
#
# ASSERTION: DTRACE_OPT_NAME=value in the environment sets option name.
#
# Run by test/runtest.sh as: bash tst.setoptenv.sh $DTRACE.

dtrace=${1:-$DTRACE}

DTRACE_OPT_QUIET= DTRACE_OPT_STRSIZE=4 $dtrace -n 'BEGIN { printf("%s\n", "abcdef"); exit(0); }'
