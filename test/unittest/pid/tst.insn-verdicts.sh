#!/bin/bash
#
# ASSERTION: dtrace's judgment of an instruction as a uprobe site
# (libdtrace/attach/elf/dt_insn_safe.c), on the instruction bytes
# themselves, so on any CPU (AVX-512, FMA4 and XOP included): what the
# kernel's x86-64 uprobes (6.18) refuse (a lock or cs/ds/es/ss prefix, int3,
# hlt, iret, in/out, an opcode byte of a VEX/EVEX instruction that their
# one-byte table refuses, FMA4 that their decoder does not know), what they
# would run wrongly (a VEX/EVEX/XOP instruction whose opcode byte they take
# for a jcc, jmp, call, nop, ret or popf; xchg %rax,%r8, taken for a nop),
# what cannot be single-stepped faithfully (pushf, syscall, sysenter, rep
# string instructions, xbegin), and that ordinary code (and ret, jmp, call,
# endbr64, nops, popf, AVX that they run correctly) is safe.  Each line:
# the bytes, the length libopcodes decodes, the verdict, the instruction
# and the reason.  Run by test/tools/insncheck.c, which links libdtrace.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
insncheck=$(dirname "$dtrace")/tools/insncheck
if [ ! -x "$insncheck" ]; then
	echo "no $insncheck (make builds it with make check)"
	exit 77
fi

"$insncheck" bytes \
    55 4883ec08 c3 f3c3 c20800 e800000000 e9fbffffff ebfe 7405 0f8400000000 \
    ff2500000000 ffd0 f30f1efa 90 f390 6690 0f1f440000 9d 0f0b 0fa2 0f31 \
    c5f96fc1 c5fdd7c2 62f3754825c296 c4e27b4b0408 \
    f0ff07 f0480fb111 2e90 3eeb00 3effe0 26ff07 cc cd80 f4 48cf ec e460 fa \
    c4e3f96bc210 c5fe6f07 c5f9efc0 c5f97ec0 620f \
    c4e27d78c0 c5fd74d1 c5f970c81b c5f877 62e27d287ac6 62f27d487cc6 \
    c5f5e8c2 c5f5ebc2 c5f5e9c2 c5f890d1 c5f4c2c200 c4e2799dc1 8fe878c0c805 \
    8fe97801c8 9c 669c 4990 0f05 0f34 f3a4 f348ab f2ae c7f800000000 \
    66e800000000 e8 c5f8
echo "insncheck exit $?"
