#!/bin/bash
#
# ASSERTION: -l with a description that matches nothing.
#
# Run by test/runtest.sh as: bash tst.list-nomatch.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -n foo:bar:baz:qux
