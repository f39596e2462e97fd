#!/bin/bash
#
# ASSERTION: into a read-only directory (a tmpfs mounted read-only, in a
# mount namespace of the test's own: root is not stopped by a directory's
# mode), -h, -G, -o (trace output and -l) and freopen() each fail with one
# line naming the error ("Read-only file system"), -h, -G and -o exit 1,
# and the file that was there is as it was, with no file added.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
if ! unshare -m true 2>/dev/null; then
	echo "cannot make a mount namespace (unshare -m)"
	exit 77
fi
. "$(dirname "$0")/outfile.sh"
mkdir "$tmpd/ro"

# Everything below runs in the namespace: the mount goes with it.
dtrace=$dtrace unshare -m --propagation private bash -s "$tmpd" <<'SEOF'
tmpd=$1
cd "$tmpd" || exit 1
mount -t tmpfs -o size=1m none ro || exit 1
echo "old header" > ro/there.h
echo "old object" > ro/there.o
echo "old output" > ro/there.out
mount -o remount,ro ro || exit 1

for f in there new; do
	run "-h -o ro/$f.h" -h -s prov.d -o "$tmpd/ro/$f.h"
	run "-G -o ro/$f.o" -G -s prov.d -o "$tmpd/ro/$f.o"
	run "-o ro/$f.out" -o "$tmpd/ro/$f.out" -qn 'BEGIN { printf("x\n"); exit(0); }'
	run "-l -o ro/$f.out" -l -o "$tmpd/ro/$f.out" -n 'dtrace:::BEGIN'
	run "freopen(ro/$f.out)" -wqn "BEGIN { freopen(\"$tmpd/ro/$f.out\"); exit(0); }"
done
echo "files: $(cd ro && ls -A | paste -sd ' ')"
for f in ro/there.*; do
	echo "$f: $(cat "$f")"
done
umount ro
SEOF
rmdir "$tmpd/ro" && echo "unmounted"
