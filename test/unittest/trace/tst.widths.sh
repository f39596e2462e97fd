#!/bin/bash
#
# ASSERTION: without -q, trace() prints integers in Oracle DTrace's widths
# (" %19lld" / " %20llu", " %10d" / " %10u", " %5d", " %3d", signed by
# type at every size), strings as "  %-33s", and a struct of ints as the
# hex dump (CPU masked).
#
# Run by test/runtest.sh as: bash tst.widths.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'struct s { int a; char b; }; struct s v;
    BEGIN { v.a = 0x41424344; v.b = 1; }
    BEGIN { trace(-1LL); trace(18446744073709551615ULL); }
    BEGIN { trace(-2); trace(4294967295U); }
    BEGIN { trace((short)-3); trace((unsigned short)65535); }
    BEGIN { trace((char)-4); trace((unsigned char)255); }
    BEGIN { trace("str"); trace(1); }
    BEGIN { trace(v); }
    BEGIN { exit(0); }' 2>/dev/null |
    sed -E 's/^ *[0-9]+( +[0-9]+ +[^ ]*:[^ ]*)/  X\1/'
exit ${PIPESTATUS[0]}
