#!/bin/bash
#
# ASSERTION: a system call with no enabled entry probe costs the sys_enter
# program one array lookup: the program looks the number up in dt_syscall
# before its prologue takes scratch memory (bpf_get_smp_processor_id(),
# the per-CPU slot's atomic instructions), and returns 0 if it is not
# traced.  Shown by -S: the first instructions that load a map or call a
# helper.
#
dtrace=${1:-$DTRACE}

$dtrace -e -S -n 'syscall::openat:entry { @ = count(); }' 2>&1 |
    sed -n 's/^[0-9]*: \([0-9a-f][0-9a-f] \)\{8\} *//p' |
    grep -E '^(call |lddw %r[0-9], [a-z]|exit)' | head -4
