#!/bin/bash
#
# ASSERTION: return probes on every function of a process and all its
# libraries never harm it: a program prints and exits as it does
# untraced, also where functions are entered by a jump or a return
# rather than a call.  The dynamic linker's lazy binding trampoline
# (_dl_runtime_resolve_*, visible when the debug file of ld.so is
# installed: libc6-dbg) has the link map, not a return address, at *sp; a
# uretprobe there killed pid-calls with SIGSEGV at its first lazily bound
# call.  bash's signal handler returns through __restore_rt, whose *sp is
# the signal frame.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

cat >"$tmpd/sig.sh" <<'EOS'
trap 'echo got USR1' USR1
kill -USR1 $$
echo done
exit 3
EOS

check() {	# check NAME CMD: the same output and exit status traced
	local name=$1 cmd=$2 st

	$cmd >"$tmpd/plain" 2>&1
	st=$?
	echo "exit $st" >>"$tmpd/plain"
	$dtrace -qn '
	pid$target:::return { n++; }
	syscall::exit_group:entry /pid == $target/ { printf("exit %d\n", arg0); }
	END { printf("%s\n", n > 10 ? "returns seen" : "few returns"); }
	' -c "$cmd" 2>"$tmpd/err" | grep -v "^$" >"$tmpd/traced"
	echo "returns seen" >>"$tmpd/plain"
	if cmp -s "$tmpd/plain" "$tmpd/traced"; then
		echo "$name: as untraced"
	else
		echo "$name: differs"
		diff "$tmpd/plain" "$tmpd/traced"
		cat "$tmpd/err"
	fi
}

check pid-calls "$TRIGGERS/pid-calls 3"
check bash-signal "/bin/bash $tmpd/sig.sh"
