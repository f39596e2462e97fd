#!/bin/bash
#
# ASSERTION: on a terminal, a compile error shows the line it names and a
# caret under the token the parser stopped at, for -s files and -n
# programs alike (tabs kept, so the caret lines up); an error the cook
# pass finds shows its line without a caret.  Without a terminal, only
# DTrace's message.  (common/tty.sh gives the terminal.)
#
# Run by test/runtest.sh as: bash tst.caret.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
. "$(dirname "$0")/../common/tty.sh"

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
