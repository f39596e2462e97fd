#!/bin/bash
#
# ASSERTION: the fuzz seeds made from real objects (test/fuzz/mkseeds.sh:
# python3.11, postgres, libjvm.so, each cut down by mkseed to its notes,
# program headers and the symbols the parser uses) parse exactly as the
# objects do: every site, function, file offset, semaphore and decoded
# argument (notescmp).  Each seed has sites and fits the notes fuzzer's
# -max_len (131072 bytes, test/fuzz/run.sh).  The seeds are made again
# here from this machine's objects, into a temporary directory.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
here=$(cd "$(dirname "$0")" && pwd)
tools=$(dirname "$dtrace")/fuzz
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

if [ ! -x "$tools/mkseed" ] || [ ! -x "$tools/notescmp" ]; then
	echo "no $tools/mkseed or notescmp (make check builds them)"
	exit 77
fi
for o in /usr/bin/python3.11 /usr/lib/postgresql/15/bin/postgres \
    /usr/lib/jvm/java-17-openjdk-amd64/lib/server/libjvm.so; do
	[ -f "$o" ] || { echo "no $o"; exit 77; }
done
"$here/../../fuzz/mkseeds.sh" "$tools" "$tmpd" |
    awk '{ print $1, ($2 > 0 ? "has sites," : "has NO sites,"), $NF }'
echo "mkseeds: exit ${PIPESTATUS[0]}"
for f in "$tmpd"/notes/*.elf; do
	s=$(stat -c %s "$f")
	echo "$(basename "$f"): $([ "$s" -le 131072 ] && echo fits || echo "TOO BIG ($s)")"
done
for f in "$tmpd"/args/*; do
	echo "args/$(basename "$f"): $(grep -c @ "$f" | awk '{ print ($1 > 0 ? "has" : "has NO") }') argument strings"
done
