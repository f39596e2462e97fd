#!/bin/bash
#
# ASSERTION: once the -c command has exited, the uprobe links filtered to
# it (its probe, the dynamic linker's watch) are seen by nobody: dtrace
# leaves them to the uprobe guard to close and does not wait for the
# kernel's grace periods (the debug line says so), and its output is
# complete: the probe fired, END ran, the aggregation is printed.
#
dtrace=${1:-$DTRACE}

out=$(DTRACE_DEBUG=1 $dtrace -qn 'stapsdt$target:::once { @ = count(); }
    END { printf("END\n"); }' -c "$TRIGGERS/sdt-once" 2>&1)
echo "$out" | grep -v DEBUG
echo "$out" | grep -c 'uprobe guard [0-9]* is left to close [0-9]* links of processes that have exited'
