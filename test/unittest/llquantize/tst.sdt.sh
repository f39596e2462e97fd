#!/bin/bash
#
# ASSERTION: llquantize() over a real probe: sdt-loop 100 fires test:tick
# with arguments 0 to 99; llquantize(arg0, 10, 0, 1, 5) buckets 0-1 (2
# values), 2-3, 4-5, 6-7, 8-9 (2 each), 10-29, 30-49, 50-69, 70-89 (20
# each) and 90-99 (10).  The program's own line (0: the semaphore of
# test_prov:loop was never raised) comes first.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn 'test$target:::tick { @ = llquantize(arg0, 10, 0, 1, 5); }' \
    -c "$TRIGGERS/sdt-loop 100 1"
