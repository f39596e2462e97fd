#!/bin/bash
#
# ASSERTION: #pragma D option errtags tags the errors after it, and in its own
#	program only.
#
# Run by test/runtest.sh as: bash tst.errtags-pragma.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd /tmp
printf '#pragma D option errtags\nBEGIN { x = ; }\n' >e.$$.d
printf 'BEGIN { y = ; }\n' >f.$$.d
$dtrace -s e.$$.d 2>&1 | sed "s/\.$$\././"
$dtrace -s f.$$.d 2>&1 | sed "s/\.$$\././"
$dtrace -x errtags -s f.$$.d 2>&1 | sed "s/\.$$\././"
rm -f e.$$.d f.$$.d
