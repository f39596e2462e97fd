#!/bin/bash
#
# ASSERTION: The message for division by zero, with and without -x errtags.
#
# Run by test/runtest.sh as: bash tst.divzero-msg.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

cd /tmp
printf 'BEGIN\n{\n\tx = 1 / 0;\n}\n' > dz.$$.d
$dtrace -s dz.$$.d 2>&1 | sed "s/dz\.$$\.d/dz.d/"
$dtrace -x errtags -s dz.$$.d 2>&1 | sed "s/dz\.$$\.d/dz.d/"
rm -f dz.$$.d
