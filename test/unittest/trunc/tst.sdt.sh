#!/bin/bash
#
# ASSERTION: trunc() over many keys from a real probe: sdt-loop 100 fires
# test:tick with arguments 0 to 99; summing each argument under its own
# key and keeping the 3 greatest leaves 97, 98 and 99.  The program's own
# line (its count of enabled test_prov:loop semaphores, which other
# sessions tracing test_prov may raise) is filtered out.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn 'test$target:::tick { @[arg0] = sum(arg0); } END { trunc(@, 3); }' \
    -c "$TRIGGERS/sdt-loop 100 1" | grep -v '^[0-9][0-9]*$'
exit ${PIPESTATUS[0]}
