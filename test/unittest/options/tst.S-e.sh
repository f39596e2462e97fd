#!/bin/bash
#
# ASSERTION: -S prints the generated BPF of each enabled probe (also with
# -e, which compiles without tracing): a header per probe and numbered
# instructions ending in exit.
#
dtrace=${1:-$DTRACE}
$dtrace -S -e -n 'BEGIN { printf("%d\n", 1 + 2); exit(0); }' 2>&1 |
    awk '/^Disassembly of/ { print } /^[0-9]+: / { last = $NF; n++ } END { print (n > 10), last }'
