#!/bin/bash
#
# ASSERTION: a DTraceToolkit-style script that takes a pid as $1 and a
# name as $$2 (procsystime.d: syscall counts, errors by errno == ENOENT ...,
# times) runs unchanged, as `dtrace -s procsystime.d PID NAME`, and prints
# its report at END when stopped (SIGTERM).
#
# Run by test/runtest.sh as: bash tst.procsystime.sh $DTRACE.

dtrace=${1:-$DTRACE}
. ./toolkit.sh

toolkit_run procsystime.d term rw-signal
