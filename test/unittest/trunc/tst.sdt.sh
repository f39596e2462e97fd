#!/bin/bash
#
# ASSERTION: trunc() over many keys from a real probe: sdt-loop 100 fires
# test:tick with arguments 0 to 99; summing each argument under its own
# key and keeping the 3 greatest leaves 97, 98 and 99.  The program's own
# line (0) comes first.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn 'test$target:::tick { @[arg0] = sum(arg0); } END { trunc(@, 3); }' \
    -c "$TRIGGERS/sdt-loop 100 1"
