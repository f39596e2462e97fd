#!/bin/bash
#
# ASSERTION: make install and make uninstall never destroy a file they did
# not install.  install refuses a destination that is a symbolic link or a
# device (one line, non-zero exit, nothing installed; the link, the file it
# points to and the device are as they were); it replaces an earlier
# install's regular file.  uninstall removes what install put there, but
# leaves a file changed since (a man page edited by hand, a binary
# replaced by a link) with one line naming it; without install's record
# (an older install), it removes only files that are the same as this
# tree's.
#
# @@timeout: 60
. "$(dirname "$0")/tree.sh"
mk() {	# mk TARGET: make TARGET quietly into $dest; its status
	make -s -C "$top" -o "$b/dtrace" B="$b" DESTDIR="$dest" PREFIX=/usr/local \
	    "$1" 2>&1 | sed "s|$dest|DEST|g; /^make\(\[[0-9]*\]\)\{0,1\}: \*\*\*/d"
	return "${PIPESTATUS[0]}"
}
sbin=$dest/usr/local/sbin
man=$dest/usr/local/share/man/man8/dtrace.8

# a symbolic link where the binary goes: refused, nothing installed
mkdir -p "$sbin"
echo "someone else's" > "$dest/other"
ln -s ../../../other "$sbin/dtrace"
mk install; echo "install over a link: exit $?"
echo "link: $(readlink "$sbin/dtrace"), its file: $(cat "$dest/other")," \
    "installed: $(find "$dest/usr" -type f | wc -l) files"
rm "$sbin/dtrace"

# a device where the man page goes: refused
mkdir -p "${man%/*}"
mknod "$man" c 1 3
mk install; echo "install over a device: exit $?"
[ -c "$man" ] && echo "the device is still there"
rm "$man"

# install twice (the second replaces the first), then change two files
mk install && mk install && echo "installed twice"
echo "edited by hand" >> "$man"
rm "$sbin/dtrace" && ln -s ../../../other "$sbin/dtrace"
mk uninstall; echo "uninstall: exit $?"
echo "left: $(cd "$dest" && find . -mindepth 1 \( -type f -o -type l \) | sort | tr '\n' ' ')"
echo "the link: $(readlink "$sbin/dtrace"), its file: $(cat "$dest/other")"
rm -f "$sbin/dtrace" "$man"

# without install's record: only what is the same as this tree's
mk install
rm "$dest/usr/local/lib/dtrace/.installed"
echo "edited by hand" >> "$man"
mk uninstall; echo "uninstall without the record: exit $?"
echo "left: $(cd "$dest" && find . -mindepth 1 \( -type f -o -type l \) | sort | tr '\n' ' ')"
