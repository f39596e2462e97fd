#!/bin/bash
#
# ASSERTION: control bytes of the input are never written raw in a compile
# error: the token or character a syntax error quotes ("near ..."), a
# pragma word, and the probe specifier dtrace -n echoes show each control
# byte as a C escape (\t, \n ... or octal \NNN: \001, \033, \177; a NUL
# gets DTrace's "near end-of-input");
# each run prints one line and exits 1.
#
# Run by test/runtest.sh as: bash tst.control-bytes.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
cd "$tmpd" || exit 1

# check NAME: compile NAME.d with -e; print the exit status, the number of
# lines and of raw control bytes on stderr (line breaks aside), and stderr.
check() {
	$dtrace -e -s "$1.d" 2>err
	status=$?
	echo "$1: exit $status, $(wc -l < err) line(s)," \
	    "$(tr -d '\n' < err | LC_ALL=C tr -cd '\000-\037\177' | wc -c) raw"
	cat err
}

printf 'BEGIN { x = 1 \001; }\n' > soh.d		# a byte no token starts with
printf 'BEGIN { x = 1 \033[31m; }\n' > esc.d	# a terminal escape sequence
printf 'BEGIN { x = 1 \177; }\n' > del.d
printf 'BEGIN { x = 1 \000; }\n' > nul.d
printf 'BEGIN\002 { }\n' > pspec.d		# among probe descriptions
printf 'BEGIN { x = 1 "a\033[1mb\tc\001\r"; }\n' > token.d	# the token quoted
printf '#pragma D option \033]0;x\007\nBEGIN { }\n' > pragma.d
for t in soh esc del nul pspec token pragma; do
	check $t
done

# -n: the specifier echoed, and the character quoted.
$dtrace -e -n $'BEGIN { x = 1 \033[2J; }' 2>err
echo "-n: exit $?, $(wc -l < err) line(s)," \
    "$(tr -d '\n' < err | LC_ALL=C tr -cd '\000-\037\177' | wc -c) raw"
cat err
