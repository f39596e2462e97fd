#!/bin/bash
# ASSERTION: at a stapsdt probe (a sleepable uprobe program) copyinstr(),
# copyin() and copyinto() of an address nothing maps still fault, with
# DTrace's message and that address; the clauses after them still run.
#
# @@timeout: 120

$DTRACE -qn '
copyin$target:::bad { trace(copyinstr(arg1)); }
copyin$target:::bad { trace(copyin(arg1, 4)); }
copyin$target:::bad { copyinto(arg1, 4, alloca(4)); }
copyin$target:::bad { printf("after the faults\n"); }' \
    -c "$TRIGGERS/copyin-untouched" 2>&1 |
    sed -E 's/\(ID [0-9]+: /(ID N: /; s/copyin[0-9]+:/copyinPID:/' |
    grep -v '^$'
