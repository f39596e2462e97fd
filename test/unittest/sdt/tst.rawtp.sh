#!/bin/bash
#
# ASSERTION: a tracepoint with an argument that a tp_btf program may not
# read (workqueue_execute_end's work_func_t, a function pointer) is still a
# probe: it gets a raw tracepoint program, and its arguments read as
# integers (the function pointer is never 0).
#
# Run by test/runtest.sh as: bash tst.rawtp.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -lv -n sdt:workqueue::workqueue_execute_end | grep 'args\['
out=$($dtrace -qn '
sdt:workqueue::workqueue_execute_end { @n["fired"] = count(); }
sdt:workqueue::workqueue_execute_end /arg1 == 0/ { @z["zero"] = count(); }
tick-1s { exit(0); }')
echo "exit $?"
echo "$out" | grep -q zero && echo "a zero function pointer"
exit 0
