#!/bin/bash
#
# ASSERTION: a DTraceToolkit-style script that takes the pid to trace as $1
# (rwsnoop.d: /pid == $1/, fds[], O_ACCMODE from the D library) runs
# unchanged, as `dtrace -s rwsnoop.d PID`.
#
# Run by test/runtest.sh as: bash tst.rwsnoop.sh $DTRACE.

dtrace=${1:-$DTRACE}
. ./toolkit.sh

toolkit_run rwsnoop.d exit
