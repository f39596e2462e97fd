#!/bin/bash
#
# ASSERTION: DTrace's '-' function names an absolute address of the
# executable (pid$target:a.out:-:ADDR): in the fixed-address pid-insns-nopie,
# insns's instruction at offset b (insns + 0xb, its address from nm) fires
# once per call, with uregs[R_RAX] = 0x1234 + i there, as the probe
# pidPID:pid-insns-nopie:-:ADDR (lowercase hex, no 0x, also when written
# 0x...); an address inside an instruction (insns + 5), outside any
# function, a glob, or a module other than the executable are one error
# each with DTrace's tags, exit 1.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
bin=$TRIGGERS/pid-insns-nopie
base=$(nm "$bin" | awk '$3 == "insns" { print $1 }')
addr=$(printf '%x' $((16#$base + 0xb)))
echo "== insns + 0xb"
$dtrace -qn 'pid$target:a.out:-:0x'"$addr"' { printf("%s:%s:%s rax %x\n", probemod, probefunc, probename == "'"$addr"'" ? "ADDR" : probename, uregs[R_RAX]); }' \
    -c "$bin 3"
echo "dtrace exit $?"

check() {	# check LABEL DESCRIPTION
	$dtrace -xerrtags -n "$2 { trace(arg0); }" -c "$bin 1" >/dev/null 2>"${TMPDIR:-/tmp}/err.$$"
	echo "$1: exit $?"
	sed -E "s/pid[0-9]+/pidPID/g; s/0x[0-9a-f]+/0xADDR/g; s/-:[0-9a-f]+ /-:ADDR /" "${TMPDIR:-/tmp}/err.$$"
	rm -f "${TMPDIR:-/tmp}/err.$$"
}
check "inside an instruction" "pid\$target:a.out:-:$(printf '%x' $((16#$base + 5)))"
check "no function" 'pid$target:a.out:-:10'
check "glob" 'pid$target:a.out:-:40*'
check "a library" "pid\$target:libc.so.6:-:$addr"
