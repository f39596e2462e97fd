#!/bin/bash
#
# ASSERTION: on a terminal, a compile error shows the line it names and a
# caret under the token the parser stopped at, for -s files and -n
# programs alike (tabs kept, so the caret lines up); an error the cook
# pass finds shows its line without a caret.  Without a terminal, only
# DTrace's message.  (script(1) gives the terminal.)
#
# Run by test/runtest.sh as: bash tst.caret.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

command -v script >/dev/null || { echo "script(1) is missing"; exit 77; }
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
tty() { script -qec "$1" /dev/null </dev/null | tr -d '\r'; return "${PIPESTATUS[0]}"; }

printf 'BEGIN\n{\n\tx = 1 +;\n\texit(0);\n}\n' > "$tmpd/syntax.d"
cd "$tmpd" || exit 1
tty "$dtrace -s syntax.d"
echo "status $?"
tty "$dtrace -n 'BEGIN { x = (1 + ); }'"
echo "status $?"
tty "$dtrace -n 'BEGIN { x = \"a\" | 1; }'"
echo "status $?"
$dtrace -s syntax.d 2>&1
echo "status $?"
