#!/bin/bash
#
# ASSERTION: Arguments after -s script are macro arguments; $0 is the script.
#
# Run by test/runtest.sh as: bash tst.script-args.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

cd /tmp
printf 'BEGIN { printf("%%s %%d %%s\\n", $$0, $1, $$2); exit(0); }\n' > args.$$.d
$dtrace -qs args.$$.d 7 bar | sed "s/args\.$$\.d/args.d/"
rm -f args.$$.d
