#!/bin/bash
#
# ASSERTION: huge generated scripts either work, with the right output, or
# fail with one line and exit 1; none crashes or hangs.  They work: 4000
# clauses (2000 on BEGIN, 2000 on END); one clause of 3000 aggregations
# (114000 instructions: its jumps span more than the 16-bit offsets of
# conditional BPF jumps reach, so they go through gotol); a sum of 10000
# constants (folded) and of 10000 variables; a 100000-character string
# literal (printed as its first strsize characters) and printf format (printed whole).
# They fail: a clause of 30000 aggregations (more than the 1M instructions
# the kernel takes; the message says how many); 10000 nested parentheses
# (the parser's stack); 10000 clauses
# on BEGIN, and 10000 terms joined by && (each clause and each && is a
# branch, and the verifier refuses a program with more than 8192 branches
# on a path: tst.verifier.sh).  Compiled only (-e), scripts far beyond
# what loads compile: one clause of 100000 statements, 30000 clauses (on
# BEGIN, tick-1s and END), 30000 distinct strings, 30000 distinct
# variables: no output, exit 0 (compilation is linear in the size of the
# script; `make bench` measures it, this test asserts no time).
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

rep() {	# rep N STRING: STRING N times
	local i
	for ((i = 0; i < $1; i++)); do printf '%s' "$2"; done
}

# try NAME: run $tmpd/NAME.d; exit status, stdout (its size and start,
# blanks squeezed), and stderr (a number of 3 digits or more as N).
try() {
	timeout 200 $dtrace -qs "$tmpd/$1.d" >"$tmpd/out" 2>"$tmpd/err"
	echo "$1: exit $?, stdout $(wc -c < "$tmpd/out") bytes:" \
	    "$(head -c 40 "$tmpd/out" | tr -s '\n ' '  ')"
	sed "s|$tmpd/||; s/[0-9][0-9][0-9]*/N/g" "$tmpd/err"
}

clauses() {	# clauses NBEGIN NEND: n++ in NBEGIN clauses on BEGIN, NEND on END
	echo 'BEGIN { n = 0; }'
	rep $1 $'BEGIN { n++; }\n'
	rep $2 $'END { n++; }\n'
	echo 'BEGIN { exit(0); }'
	echo 'END { printf("%d\n", n); }'
}
clauses 2000 2000 > "$tmpd/clauses4000.d"
clauses 10000 0 > "$tmpd/clauses10000.d"
{ echo 'BEGIN {'; rep 3000 $'@a[1] = count();\n'; echo 'exit(0); }'; } > "$tmpd/stmts.d"
{ echo 'BEGIN {'; rep 30000 $'@a[1] = count();\n'; echo 'exit(0); }'; } > "$tmpd/toolong.d"
{ echo 'BEGIN { trace(0'; for ((i = 1; i <= 10000; i++)); do echo " + $i"; done
  echo '); exit(0); }'; } > "$tmpd/constsum.d"
{ echo 'BEGIN { trace(0'; rep 10000 ' + timestamp'; echo ' > 0); exit(0); }'; } > "$tmpd/varsum.d"
{ echo -n 'BEGIN { printf("%s\n", "'; rep 100000 x; echo '"); exit(0); }'; } > "$tmpd/string.d"
{ echo -n 'BEGIN { printf("'; rep 100000 y; echo '\n"); exit(0); }'; } > "$tmpd/format.d"
{ echo -n 'BEGIN { trace('; rep 10000 '('; echo -n 1; rep 10000 ')'; echo '); exit(0); }'; } > "$tmpd/parens.d"
{ echo -n 'BEGIN { trace(1'; rep 10000 ' && timestamp'; echo '); exit(0); }'; } > "$tmpd/and.d"

for t in clauses4000 clauses10000 stmts toolong constsum varsum string format parens and; do
	try $t
done

# compile NAME: dtrace -e of $tmpd/NAME.d; exit status, output size.
compile() {
	timeout 200 $dtrace -e -s "$tmpd/$1.d" >"$tmpd/out" 2>&1
	echo "$1 (-e): exit $?, output $(wc -c < "$tmpd/out") bytes"
	head -c 300 "$tmpd/out"
}

{ echo 'BEGIN {'; for ((i = 0; i < 100000; i++)); do echo "x = $((i & 1));"; done
  echo '}'; } > "$tmpd/stmts100k.d"
{ rep 10000 $'BEGIN {}\n'; rep 10000 $'tick-1s {}\n'; rep 10000 $'END{}\n'; } \
    > "$tmpd/clauses30k.d"
{ echo 'BEGIN {'; for ((i = 0; i < 30000; i++)); do echo "s = \"s$i\";"; done
  echo '}'; } > "$tmpd/strings30k.d"
{ echo 'BEGIN {'; for ((i = 0; i < 30000; i++)); do echo "v$i = $i;"; done
  echo '}'; } > "$tmpd/vars30k.d"
for t in stmts100k clauses30k strings30k vars30k; do
	compile $t
done
