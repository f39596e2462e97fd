#!/bin/bash
#
# ASSERTION: make install DESTDIR=dir installs the dtrace under test, its D
# library, man page and bash completion; the installed dtrace finds its D
# library (../lib/dtrace: EIO is one of its inlines) and prints its version;
# make uninstall then leaves DESTDIR empty.  The build is not redone: make
# takes $DTRACE's build directory as it is (-o).
#
# @@timeout: 60
. "$(dirname "$0")/tree.sh"
mk() {	# mk TARGET: make TARGET quietly, into $dest
	make -s -C "$top" -o "$b/dtrace" B="$b" DESTDIR="$dest" PREFIX=/usr/local "$1" ||
	    { echo "make $1 failed"; exit 1; }
}
mk install
# every dlib/*.d is installed, nothing else goes to lib/dtrace
(cd "$top/dlib" && ls *.d) > "$dest.want"
(cd "$dest/usr/local/lib/dtrace" && ls) | diff "$dest.want" - && echo "lib/dtrace: dlib/*.d"
(cd "$dest" && find . -type f ! -path './usr/local/lib/dtrace/*' | sort)
"$dest/usr/local/sbin/dtrace" -qn 'BEGIN { printf("EIO is %d\n", EIO); exit(0); }'
"$dest/usr/local/sbin/dtrace" -V
MANWIDTH=80 man -l "$dest/usr/local/share/man/man8/dtrace.8" 2>&1 >/dev/null
bash -n "$dest/usr/local/share/bash-completion/completions/dtrace"
mk uninstall
echo "left: $(cd "$dest" && find . -mindepth 1 | wc -l)"
