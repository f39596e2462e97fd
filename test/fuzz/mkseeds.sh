#!/bin/bash
#
# test/fuzz/mkseeds.sh TOOLDIR [OUTDIR]: remake the fuzz seeds that carry
# the real stapsdt notes of python3.11, postgres and libjvm.so (`make
# fuzz-seeds`).  For each object, mkseed (from TOOLDIR) writes
# OUTDIR/notes/NAME.elf, a small ELF with the object's notes, program
# headers and the symbols the parser needs, and OUTDIR/args/NAME, the
# object's distinct argument strings, one per line; notescmp then checks
# that the seed parses exactly as the object does.  OUTDIR defaults to
# test/fuzz.  Exits 1 if an object is missing or a seed differs.
set -u
tools=$1
out=${2:-$(cd "$(dirname "$0")" && pwd)}
objs="/usr/bin/python3.11 /usr/lib/postgresql/15/bin/postgres
    /usr/lib/jvm/java-17-openjdk-amd64/lib/server/libjvm.so"

mkdir -p "$out/notes" "$out/args" || exit 1
rc=0
for o in $objs; do
	b=$(basename "$o")
	if [ ! -f "$o" ]; then
		echo "mkseeds: $o: no such file"
		rc=1
		continue
	fi
	"$tools/mkseed" "$o" "$out/notes/$b.elf" "$out/args/$b" &&
	    "$tools/notescmp" "$o" "$out/notes/$b.elf" || rc=1
done
exit $rc
