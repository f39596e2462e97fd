#!/bin/bash
#
# ASSERTION: -S -e prints a profile probe's program, which reads the PC and
# the code segment from the interrupted registers (pt_regs ip and cs).
#
dtrace=${1:-$DTRACE}

$dtrace -S -e -n 'tick-1s { trace(arg0); }' 2>&1 |
    sed -E 's/^[0-9]+: ([0-9a-f]{2} ){8}   //' |
    grep -E '^Disassembly|\[%r1\+(128|136)\]'
exit ${PIPESTATUS[0]}
