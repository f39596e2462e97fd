#!/bin/bash
#
# ASSERTION: Enabling a description that matches no probe.
#
# Run by test/runtest.sh as: bash tst.unknown-probe.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n foo:bar:baz:qux
echo "status $?"
