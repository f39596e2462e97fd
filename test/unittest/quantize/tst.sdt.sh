#!/bin/bash
#
# ASSERTION: quantize() over a real probe: sdt-loop 100 fires test:tick
# with arguments 0 to 99; the buckets hold 1 (0), 1 (1), 2 (2-3), 4, 8,
# 16, 32 and 36 (64-99) values.  The program's own line (its count of
# enabled test_prov:loop semaphores, which other sessions tracing test_prov
# may raise) is filtered out.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn 'test$target:::tick { @ = quantize(arg0); }' \
    -c "$TRIGGERS/sdt-loop 100 1" | grep -v '^[0-9][0-9]*$'
exit ${PIPESTATUS[0]}
