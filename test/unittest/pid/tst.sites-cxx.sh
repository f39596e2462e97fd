#!/bin/bash
#
# ASSERTION: C++ exceptions still work under pid probes: pid-throw, whose
# exceptions unwind through thrower and middle (and their cold parts,
# where gcc puts the landing pads), prints the same and exits the same
# traced as untraced, with return probes on every function of the
# program, of libstdc++ and of libgcc_s (the unwinder), and probes on
# every instruction of the program.  Return probes are at the functions'
# return sites, never uretprobes: a uretprobe replaces the return address
# on the stack, and the unwinder, which looks the return address up,
# then fails (std::terminate).
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
prog=$TRIGGERS/pid-throw

"$prog" 30 >"$tmpd/plain" 2>&1
echo "exit $?" >>"$tmpd/plain"

for spec in 'pid$target:a.out::return' 'pid$target:libstdc++.so.6::return' \
    'pid$target:libgcc_s.so.1::entry,pid$target:libgcc_s.so.1::return' \
    'pid$target:a.out::'; do
	$dtrace -qn "$spec"' { n++; }
	syscall::exit_group:entry /pid == $target/ { printf("exit %d\n", arg0); }
	END { printf("%s\n", n > 30 ? "probes fired" : "few probes fired"); }
	' -c "$prog 30" >"$tmpd/traced" 2>"$tmpd/err"
	st=$?
	grep -v '^$' "$tmpd/traced" >"$tmpd/t"
	if [ $st = 0 ] && diff <(cat "$tmpd/plain"; echo "probes fired") \
	    "$tmpd/t" >"$tmpd/diff"; then
		echo "$spec: as untraced, probes fired"
	else
		echo "$spec: DIFFERENT (dtrace exit $st)"
		cat "$tmpd/diff" "$tmpd/err"
	fi
done
