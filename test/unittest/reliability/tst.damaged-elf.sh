#!/bin/bash
#
# ASSERTION: damaged ELF objects never crash dtrace's ELF readers (the
# symbol tables of dt_object.c, the code reader of dt_disasm.c, dt_elf.c,
# the stapsdt notes), nor, under SANITIZE=1, make a sanitizer report:
# every run exits below 128, and all it says is lines "dtrace: ...".
# A small program with a stapsdt probe and its functions in .symtab and
# .dynsym is copied some 400 times by damage-elf.c, one damage each:
# symbol sizes 2^64 - 1, 2^63, 2^40, 2^32, 2^28 and past the end of the
# segment (before, dt_disasm.c allocated such a size: 2^64 - 1 bytes was
# an ASan abort), a symbol address inside an instruction or all ones; the
# offset, size, link and entry size of every section; note lengths and
# types; every program header field; the ELF header; and 64 copies with
# random words (a fixed seed).  One process maps them all (never runs
# them): dtrace lists every function's entry probe, and the entry, return
# and instruction probes of f and g (their code decoded) and the stapsdt
# probes of every copy.  (Attaching costs the kernel some milliseconds an
# object, too long for 400 of them.)  Then the copies whose damage the
# program does not load (f's symbols, .note.stapsdt, the symbol table's
# offset and size, the ELF header's section fields) run under `dtrace -c`
# with those probes attached (they run as the intact program: where the
# note can be read, damaged:::fire fires 3 times), and those with a
# damaged ELF header are listed with -l -c (held before they run any of
# their code).
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
here=$(cd "$(dirname "$0")" && pwd)
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

cat > "$tmpd/target.c" <<'CEOF'
/* target [N]: g(i) calls f(i), which fires damaged:::fire, for i < N. */
#include <stdlib.h>
#include <sys/sdt.h>

__attribute__((noipa, noinline)) long
f(long i)
{
	STAP_PROBE1(damaged, fire, i);
	return i * 3;
}

__attribute__((noipa, noinline)) long
g(long i)
{
	return i < 0 ? -i : f(i) + 1;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3, i, s = 0;

	for (i = 0; i < n; i++)
		s += g(i);
	return s == 0 && n > 0;
}
CEOF

. "$here/map.sh"

if ! gcc -O1 -rdynamic -o "$tmpd/target" "$tmpd/target.c" ||
    ! gcc -O1 -o "$tmpd/map" "$tmpd/map.c" ||
    ! gcc -O1 -o "$tmpd/damage" "$here/damage-elf.c"; then
	echo "cannot build the programs"
	exit 1
fi
mkdir "$tmpd/d"
n=$("$tmpd/damage" "$tmpd/target" "$tmpd/d") || exit 1
chmod +x "$tmpd"/d/*
[ "$n" -ge 300 ] && echo "at least 300 damaged copies"

bad=0
# check WHAT RC ERRFILE: a crash, a time-out, a sanitizer report, or a
# message that is not "dtrace: ..." is reported (with the first lines).
check() {
	local what=$1 rc=$2 err=$3
	if [ "$rc" -ge 124 ] ||
	    grep -Eq 'Sanitizer|runtime error|^==[0-9]+==|^ *#[0-9]+ 0x' "$err" ||
	    grep -qv '^dtrace: ' "$err"; then
		echo "$what: exit $rc"
		sed -n '1,12s/^/    /p' "$err"
		bad=$((bad + 1))
	fi
}

# probes PID: the probes of the functions f and g (entry, return, every
# instruction) and the stapsdt probes of the process PID's objects.
probes="pid\$target::[fg]:entry, pid\$target::[fg]:return, stapsdt\$target:::"

# The intact program, traced: each probe fires 3 times.
$dtrace -qn "$probes { @[probefunc, probename] = count(); }
    END { printa(\"%s:%s %@d\\n\", @); }" -c "$tmpd/target" \
    >"$tmpd/out" 2>"$tmpd/err"
check "intact program traced" $? "$tmpd/err"
echo "intact:" $(grep . "$tmpd/out" | sort)

# ---- every copy mapped in one process ---------------------------------

"$tmpd/map" "$tmpd/target" "$tmpd"/d/* >"$tmpd/mapped" &
m=$!
while [ ! -s "$tmpd/mapped" ]; do sleep 0.05; done
[ "$(cat "$tmpd/mapped")" = $((n + 1)) ] && echo "mapped: the program and every copy"

timeout 120 $dtrace -l -n "pid$m:::entry" >"$tmpd/l" 2>"$tmpd/err"
rc=$?
check "-l pid$m:::entry" $rc "$tmpd/err"
echo "-l every function's entry: exit $rc," \
    "$(awk '$3 == "target" && $4 == "f" { print "the program'"'"'s f listed" }' "$tmpd/l")"

timeout 120 $dtrace -l -n "pid$m::[fg]:" -n "stapsdt$m:::" >"$tmpd/l" 2>"$tmpd/err"
rc=$?
check "-l pid$m::[fg]: stapsdt$m:::" $rc "$tmpd/err"
echo "-l entry, return, instructions of f and g, stapsdt: exit $rc," \
    "$(awk '$3 == "target" { print $4, $5 }' "$tmpd/l" | grep -Ec '^f (return|fire)$') of the program's f return and fire listed"

{ kill -9 $m && wait $m; } 2>/dev/null

# ---- copies run under dtrace -c ---------------------------------------

# Damage the program does not load (its symbol tables, section headers and
# .note.stapsdt): it runs as the intact one.  The symbols of f in .symtab
# (and the first sizes in .dynsym), the notes, the symbol table's offset
# and size, the section header fields of the ELF header.
ran=0 fired=0
for f in "$tmpd"/d/*; do
	case ${f##*/} in
	*-.symtab.f.*|*-.dynsym.f.size=ffffffffffffffff|*-.dynsym.f.value=*) ;;
	*-.note.stapsdt.*|*-ehdr.e_sh*|*-.symtab.sh_offset=*|*-.symtab.sh_size=*) ;;
	*) continue ;;
	esac
	timeout 60 $dtrace -Z -qn "$probes { @[probefunc, probename] = count(); }
	    END { printa(\"%s:%s %@d\\n\", @); }" -c "$f" >"$tmpd/out" 2>"$tmpd/err"
	rc=$?
	check "-c ${f##*/}" $rc "$tmpd/err"
	# (the function of the site is "" where .symtab cannot be read)
	grep -q ':fire 3$' "$tmpd/out" && fired=$((fired + 1))
	ran=$((ran + 1))
done
[ $ran -ge 25 ] && echo "-c: at least 25 copies traced"
[ $fired -ge 15 ] && echo "-c: at least 15 of them ran and fired damaged:::fire 3 times"

# A damaged ELF header: listed with -l -c (the program is held before it
# runs any of its code, then killed), or refused in one line.
listed=0
for f in "$tmpd"/d/*-ehdr.e_[ep]*; do
	timeout 60 $dtrace -l -n 'pid$target:a.out::entry' \
	    -n 'pid$target:a.out:f:return' -n 'stapsdt$target:::' \
	    -c "$f" >/dev/null 2>"$tmpd/err"
	check "-l -c ${f##*/}" $? "$tmpd/err"
	listed=$((listed + 1))
done
[ $listed -ge 5 ] && echo "-l -c: at least 5 copies listed"
echo "$bad runs crashed, timed out, made a sanitizer report or said other than \"dtrace: ...\""
