#!/bin/bash
#
# ASSERTION: a function is decoded from its entry, following its branches
# (libdtrace/attach/elf/dt_disasm.c), not read from start to end, and
# only what a path reaches is a probe site.  In pid-sites:
#   - jtab switches through a jump table inside its own bytes (found from
#     cmp/ja, lea, movslq, add, jmp *%rax: the 16 bytes of the table are
#     data, not instructions) and keeps a constant 0xc3c3c3c3 after it:
#     decoded as code, four rets (return sites, before: a breakpoint in the
#     constant changed what jtab returns).  Reached by no branch, those are
#     listed but are no sites, and the return sites are the five real rets.
#   - inner is a symbol 2 bytes into outer's movabs: its "nop" is a byte of
#     outer's immediate (the pid provider refuses it: tst.sites-report.sh).
#   - copy_rep's rep movsb and xchg_r8's xchg %rax,%r8 are no sites.
#   - work has a cold part (work.cold, placed before it) that it jumps to
#     and that returns: its ret is one of work's return sites.
# Run by test/tools/insncheck.c, which links libdtrace.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
insncheck=$(dirname "$dtrace")/tools/insncheck
if [ ! -x "$insncheck" ]; then
	echo "no $insncheck (make builds it with make check)"
	exit 77
fi
prog=$TRIGGERS/pid-sites

for f in jtab outer inner copy_rep xchg_r8; do
	echo "== $f"
	"$insncheck" func "$prog" $f
done
# work is compiled C: only what does not depend on the compiler's choices
echo "== work"
"$insncheck" func "$prog" work >"${TMPDIR:-/tmp}/work.$$"
grep '^part' "${TMPDIR:-/tmp}/work.$$"
awk '/^returns:/ {
	for (i = 2; i <= NF; i++)
		if ($i ~ /^-/) cold++; else hot++;
	printf("return sites: %d in work, %d in work.cold\n", hot, cold);
}' "${TMPDIR:-/tmp}/work.$$"
echo "instructions that are no site:" \
    "$(grep -v '^part\|^returns\|^incomplete' "${TMPDIR:-/tmp}/work.$$" |
    grep -vc ': site$')"
rm -f "${TMPDIR:-/tmp}/work.$$"
