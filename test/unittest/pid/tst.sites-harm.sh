#!/bin/bash
#
# ASSERTION: the pid provider never harms the traced program: pid-sites
# (functions starting with AVX2 and AVX-512 instructions the kernel's
# uprobes would take for jumps, pushf, lock, a jump table and a constant
# inside a function, xchg %rax,%r8, rep movsb, syscall, a symbol inside
# another function's instruction, a cold part; called from main, two
# threads and a signal handler) prints the same and exits with the same
# status traced as untraced, under the entry probes, the return probes and
# the probes of every instruction of all its functions; and the probes
# that have a site fire.  (Before, flags_rt's pushf killed it with
# SIGTRAP, avx_bcast computed garbage, jtab returned a changed constant.)
# The AVX-512 function runs only where the CPU has AVX-512F, but its
# instructions are judged the same everywhere (tst.insn-verdicts.sh).
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/untraced.sh"

as_untraced "$TRIGGERS/pid-sites" 20 100 'pid$target:a.out::entry' \
    'pid$target:a.out::return' 'pid$target:a.out::'
