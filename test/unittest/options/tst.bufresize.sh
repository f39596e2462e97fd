#!/bin/bash
#
# ASSERTION: a size bigger than the machine gives is lowered, as DTrace's
# bufresize=auto does, with DTrace's message on stderr: bufsize (the ring
# buffer, allocated whole, a power of two) to the largest power of two
# within 1/32 of physical memory and 1 GiB; aggsize and dynvarsize, when
# their maps are preallocated (an interrupt-context probe: tick), to that
# and 64 MiB.  Tracing then starts within 10 s (it should take well under
# one; -x bufsize=1t used to set up a 2 GiB ring buffer).  With
# bufresize=manual the size fails, one line and exit 1; quietresize keeps
# the message quiet.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

# size BYTES: as DTrace prints a size (512m, 64m ...)
size() {
	local n=$1 j=0
	while [ $((n >> (10 * (j + 1)))) -ne 0 ] && [ $j -lt 6 ]; do
		j=$((j + 1))
	done
	echo "$((n >> (10 * j)))$(echo " kmgtpe" | cut -c$((j + 1)))"
}

mem=$(($(getconf _PHYS_PAGES) * $(getconf PAGESIZE) / 32))
cap=4096
while [ $((cap * 2)) -le $mem ] && [ $((cap * 2)) -le $((1 << 30)) ]; do
	cap=$((cap * 2))
done
pcap=$cap
[ $pcap -gt $((64 << 20)) ] && pcap=$((64 << 20))

# run NAME ARGS...: dtrace ARGS; its status and output, with the expected
# sizes shown as CAP and PCAP, and whether it took less than 10 s
run() {
	local name=$1 t0 t1 rc
	shift
	t0=$(date +%s)
	"$dtrace" "$@" >"$tmp" 2>&1
	rc=$?
	t1=$(date +%s)
	echo "$name: exit $rc, under 10 s: $([ $((t1 - t0)) -lt 10 ] && echo yes || echo no)"
	sed "s/^\(dtrace: buffer size\) lowered to $(size $cap)$/\1 lowered to CAP/
	    s/^\(dtrace: [a-z ]*\) lowered to $(size $pcap)$/\1 lowered to PCAP/" "$tmp"
}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

run bufsize -x bufsize=1t -qn 'BEGIN { printf("traced\n"); exit(0); }'
run b -b 1t -qn 'BEGIN { printf("traced\n"); exit(0); }'
run manual -x bufresize=manual -x bufsize=1t -qn 'BEGIN { exit(0); }'
run quiet -x quietresize -x bufsize=1t -qn 'BEGIN { printf("traced\n"); exit(0); }'
run pragma -qn '#pragma D option bufsize=1t
BEGIN { printf("traced\n"); exit(0); }'
run fits -x bufsize=64k -qn 'BEGIN { printf("traced\n"); exit(0); }'
run aggsize -x aggsize=1t -x dynvarsize=1t -qn 'tick-1ms { @[1] = count(); x[1] = 1; }
    BEGIN { printf("traced\n"); exit(0); }'
run aggsize-manual -x bufresize=manual -x aggsize=1t -qn 'tick-1ms { @ = count(); }
    BEGIN { exit(0); }'
