#!/bin/bash
#
# ASSERTION: -l with a description that matches nothing: the heading, one
# line on stderr ("failed to match ...") and exit 0, as Oracle Linux
# DTrace (its tst.ListProbesModuleEmpty); with one description that
# matches and one that does not, the matching probes are listed, exit 0.
#
# Run by test/runtest.sh as: bash tst.list-nomatch.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -n foo:bar:baz:qux
echo "exit $?"
$dtrace -l -n dtrace:::BEGIN -n nosuch::: 2>&1 | sed "s/  */ /g"
echo "exit ${PIPESTATUS[0]}"
