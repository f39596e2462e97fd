#!/bin/bash
#
# ASSERTION: A script starting with #! is preprocessed with its line numbers kept.
#
# Run by test/runtest.sh as: bash tst.interpreter.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd /tmp
printf '#!/usr/sbin/dtrace -s\n#define N 3\nBEGIN\n{\n\tx = ;\n}\n' >i.$$.d
$dtrace -C -s i.$$.d 2>&1 | sed "s/\.$$\././"
printf '#!/usr/sbin/dtrace -qs\n#define N 3\nBEGIN\n{\n\tprintf("%%d\\n", N);\n\texit(0);\n}\n' >j.$$.d
$dtrace -q -C -s j.$$.d
rm -f i.$$.d j.$$.d
