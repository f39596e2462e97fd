#!/bin/bash
#
# ASSERTION: lquantize() over a real probe: sdt-loop 100 fires test:tick
# with arguments 0 to 99; lquantize(arg0, 0, 50, 10) has 10 in each bucket
# from 0 to 40 and 50 in ">= 50".  The program's own line (its count of
# enabled test_prov:loop semaphores, which other sessions tracing test_prov
# may raise) is filtered out.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn 'test$target:::tick { @ = lquantize(arg0, 0, 50, 10); }' \
    -c "$TRIGGERS/sdt-loop 100 1" | grep -v '^[0-9][0-9]*$'
exit ${PIPESTATUS[0]}
