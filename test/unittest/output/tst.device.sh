#!/bin/bash
#
# ASSERTION: dtrace runs as root, and a device given as an output file is
# written through, never removed nor replaced.  -h, -G, -o (trace output
# and -l) and freopen() onto /dev/full: each exits 1 with one line naming
# the real error ("No space left on device"), and /dev/full is still the
# character device 1,7 afterwards.  (Before, -h and -G removed /dev/full
# after the failed write, and -h's message ended in ": Success".)  Writing
# to /dev/null works, and leaves it a device too.
#
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/outfile.sh"
cd "$tmpd" || exit 1

# still DEV: is DEV still the character device MAJ,MIN?  If not, remake it
# (so that a failure here does not break the machine) and say so.
still() {
	local dev=$1 mm=$2
	if [ -c "$dev" ] && [ "$(stat -c '%t,%T' "$dev")" = "$mm" ]; then
		echo "  $dev is still a device"
	else
		echo "  $dev was destroyed"
		rm -f "$dev"
		mknod -m 666 "$dev" c "$((16#${mm%,*}))" "$((16#${mm#*,}))"
	fi
}

run "-h -o /dev/full" -h -s prov.d -o /dev/full
still /dev/full 1,7
run "-G -o /dev/full" -G -s prov.d -o /dev/full
still /dev/full 1,7
run "-o /dev/full" -o /dev/full -qn 'BEGIN { printf("hello\n"); exit(0); }'
still /dev/full 1,7
run "-l -o /dev/full" -l -o /dev/full -n 'dtrace:::BEGIN'
still /dev/full 1,7
run "freopen(/dev/full)" -wqn 'BEGIN { freopen("/dev/full"); printf("hello\n"); exit(0); }'
still /dev/full 1,7
run "-h -o /dev/null" -h -s prov.d -o /dev/null
still /dev/null 1,3
run "-G -o /dev/null" -G -s prov.d -o /dev/null
still /dev/null 1,3
