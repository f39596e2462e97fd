#!/bin/bash
#
# ASSERTION: when the file system is full (a small tmpfs, filled, in a
# mount namespace of the test's own), -h, -G and -o exit 1 with one line
# naming the error ("No space left on device"); a header or object that
# was there is as it was (its new content went to a file beside it, which
# is removed), a file -h or -G created in the run is removed, and no other
# file is left: the only file dtrace removes is one it created itself.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
if ! unshare -m true 2>/dev/null; then
	echo "cannot make a mount namespace (unshare -m)"
	exit 77
fi
. "$(dirname "$0")/outfile.sh"
# (a provider of two probes here)
cat > "$tmpd/prov.d" <<'DEOF'
provider shop { probe order__start(int, char *); probe order__done(int); };
DEOF
mkdir "$tmpd/full"

dtrace=$dtrace unshare -m --propagation private bash -s "$tmpd" <<'SEOF'
tmpd=$1
cd "$tmpd" || exit 1
mount -t tmpfs -o size=64k none full || exit 1
echo "old header" > full/there.h
echo "old object" > full/there.o
head -c 4095 /dev/zero | tr '\0' o > full/there.out	# a whole page
echo >> full/there.out
dd if=/dev/zero of=full/filler bs=4k 2>/dev/null
echo "filled: $(df --output=avail full | tail -n 1 | tr -d ' ') KB left"
for f in there new; do
	run "-h -o full/$f.h" -h -s prov.d -o "$tmpd/full/$f.h"
	run "-G -o full/$f.o" -G -s prov.d -o "$tmpd/full/$f.o"
	run "-o full/$f.out" -o "$tmpd/full/$f.out" -qn 'BEGIN { printf("x\n"); exit(0); }'
done
echo "files: $(cd full && ls -A | paste -sd ' ')"
for f in full/there.[ho]; do
	echo "$f: $(cat "$f")"
done
echo "full/there.out: $(wc -c < full/there.out) bytes, full/new.out: $(wc -c < full/new.out) bytes"
umount full
SEOF
rmdir "$tmpd/full" && echo "unmounted"
