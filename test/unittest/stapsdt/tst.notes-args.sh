#!/bin/bash
#
# ASSERTION: every x86-64 operand form of a stapsdt argument is decoded:
# registers of every width (%rax %ax %al %ah %r9d %r9b), $imm, disp(%reg),
# SIB disp(%base,%index,scale), RIP-relative sym+off(%rip), TLS
# %fs:sym@tpoff, with sign and zero extension by the note's size; and an
# undecodable operand (%xmm0) is shown in -lv without spoiling the probe's
# other arguments, while a clause that reads it fails to compile with a
# message naming the probe, the specification and the reason.  The probe sites are hand-written notes in a
# program built here (PIE and non-PIE), so the values are known.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

cat > "$tmpd/prog.c" <<'CEOF'
__thread long tv = 4242;
long arr[8] = { 0x700000001, -300, 30, 40, 50, 60, 70, 80 };

#define NOTE(name, args)						\
	".pushsection .note.stapsdt,\"?\",\"note\"\n"			\
	".balign 4\n"							\
	".4byte 992f-991f, 994f-993f, 3\n"				\
	"991: .asciz \"stapsdt\"\n"					\
	"992: .balign 4\n"						\
	"993: .8byte 990b\n"						\
	".8byte _.stapsdt.base\n"					\
	".8byte 0\n"							\
	".asciz \"notes\"\n"						\
	".asciz \"" name "\"\n"						\
	".asciz \"" args "\"\n"						\
	"994: .balign 4\n"						\
	".popsection\n"							\
	".ifndef _.stapsdt.base\n"					\
	".pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n" \
	".weak _.stapsdt.base\n"					\
	".hidden _.stapsdt.base\n"					\
	"_.stapsdt.base: .space 1\n"					\
	".size _.stapsdt.base, 1\n"					\
	".popsection\n"							\
	".endif\n"

int
main(void)
{
	__asm__ __volatile__(
	    "movabs $0x1122334455668899, %%rax\n"
	    "mov $-5, %%r9\n"
	    "lea arr(%%rip), %%rbx\n"
	    "mov $2, %%rcx\n"
	    "990: nop\n"
	    NOTE("regs", "8@%%rax -1@%%ah 2@%%ax 1@%%al -4@%%r9d -1@%%r9b "
		"8@%%rcx -2@%%cx 4@%%r9d")
	    "990: nop\n"
	    NOTE("mem", "8@16(%%rbx,%%rcx,8) 8@(%%rbx,%%rcx,8) -2@8(%%rbx) "
		"-8@8(%%rbx) -8@$-7 8@$0x10 4@4+arr(%%rip) -8@arr+8(%%rip) "
		"8@%%fs:tv@tpoff 8@(%%rbx)")
	    "990: nop\n"
	    NOTE("bad", "8@%%xmm0 8@%%rcx")
	    ::: "rax", "rbx", "rcx", "r9", "memory");
	return 0;
}
CEOF

D='notes$target:::regs, notes$target:::mem {
	printf("%s: %d %d %d %d %d %d %d %d %d %d\n", probename, (long)arg0,
	    (long)arg1, (long)arg2, (long)arg3, (long)arg4, (long)arg5,
	    (long)arg6, (long)arg7, (long)arg8, (long)arg9);
}
notes$target:::bad { printf("%s: %d\n", probename, (long)arg1); }'

for pie in -pie -no-pie; do
	echo "== $pie"
	gcc -O1 $pie -o "$tmpd/prog" "$tmpd/prog.c" || exit 1
	# -lv from the attributes on; the object's /proc path varies.
	$dtrace -lv -n 'notes$target:::bad' -c "$tmpd/prog" |
	    sed -n '/Probe Description Attributes/,$p' | sed 's/, object .*//'
	$dtrace -qn "$D" -c "$tmpd/prog" | sort
	msg=$($dtrace -qn 'notes$target:::bad { trace(arg0); }' -c "$tmpd/prog" 2>&1)
	echo "exit $?"
	echo "$msg" | sed 's/notes[0-9]*:prog/notesPID:prog/'
done
