#!/bin/bash
#
# ASSERTION: C++ exceptions still work under pid probes: pid-throw, whose
# exceptions unwind through thrower and middle (and their cold parts,
# where gcc puts the landing pads), prints the same and exits the same
# traced as untraced, with return probes on every function of the
# program, of libstdc++ and of libgcc_s (the unwinder), and probes on
# every instruction of the program.  Return probes of functions an
# exception may unwind through are at their return sites, never
# uretprobes: a uretprobe replaces the return address on the stack, and
# the unwinder, which looks the return address up, then fails
# (std::terminate); only leaves may be uretprobes (dt_pid_place.c).
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/untraced.sh"

as_untraced "$TRIGGERS/pid-throw" 30 30 'pid$target:a.out::return' \
    'pid$target:libstdc++.so.6::return' \
    'pid$target:libgcc_s.so.1::entry,pid$target:libgcc_s.so.1::return' \
    'pid$target:a.out::'
