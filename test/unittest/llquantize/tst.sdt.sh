#!/bin/bash
#
# ASSERTION: llquantize() over a real probe: sdt-loop 100 fires test:tick
# with arguments 0 to 99; llquantize(arg0, 10, 0, 1, 5) buckets 0-1 (2
# values), 2-3, 4-5, 6-7, 8-9 (2 each), 10-29, 30-49, 50-69, 70-89 (20
# each) and 90-99 (10).  The program's own line (its count of
# enabled test_prov:loop semaphores, which other sessions tracing test_prov
# may raise) is filtered out.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn 'test$target:::tick { @ = llquantize(arg0, 10, 0, 1, 5); }' \
    -c "$TRIGGERS/sdt-loop 100 1" | grep -v '^[0-9][0-9]*$'
exit ${PIPESTATUS[0]}
