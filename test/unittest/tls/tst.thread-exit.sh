#!/bin/bash
#
# ASSERTION: a thread's thread-local variables are freed when the thread
# exits.  3000 threads run one after another, each storing two self->
# variables once; the dynamic variable map holds 1024 entries
# (dynvarsize=1, its minimum), so without freeing, stores would be dropped
# and reported; with it, none is.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
$dtrace -qn '
#pragma D option dynvarsize=1
test$target:::thread { self->x = arg0 + 1; self->y = 2; @n = count(); }' \
    -c "$TRIGGERS/sdt-threads 3000 1 seq" 2>&1
echo "exit $?"
