#!/bin/bash
#
# ASSERTION: -Z permits descriptions that match nothing.
#
# Run by test/runtest.sh as: bash tst.zdefs.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -Z -qn 'foo:bar:baz:qux { } BEGIN { printf("ok\n"); exit(0); }'
