#!/bin/sh
#
# install.sh: make install and make uninstall (GNUmakefile), which never
# destroy a file they did not install.
#
#   install.sh install MANIFEST [MODE SRC DEST]...
#	Install each SRC at DEST with MODE (install -D), then record in
#	MANIFEST each DEST with the SHA-256 of what was put there.  Nothing
#	is installed if a DEST is there and is not a regular file (a symbolic
#	link, a device, a directory: make install would remove it): one line
#	naming it, exit 1.  A regular file at DEST (an earlier install) is
#	replaced.
#   install.sh uninstall MANIFEST [DEST]...
#	Remove each file MANIFEST records, if it is still a regular file with
#	the content make install put there; one line for each one left ("left
#	F: not what make install installed").  Without MANIFEST (an install
#	older than it), the DESTs given are taken, each with the file this
#	tree would install there, and removed only if they are the same.
#	Then MANIFEST is removed.
#
# MANIFEST and DEST are paths with DESTDIR; the MANIFEST lists them
# without it, so that a staged install copied to / uninstalls there.
set -u

cmd=$1 manifest=$2
shift 2
destdir=${DESTDIR:-}

sum() {
	sha256sum < "$1" | cut -d' ' -f1
}

case $cmd in
install)
	set -- "$@"
	n=$#
	i=0
	# first check every destination, so that nothing is half done
	while [ $i -lt $n ]; do
		mode=$1 src=$2 dest=$3
		shift 3
		set -- "$@" "$mode" "$src" "$dest"
		i=$((i + 3))
		if [ -L "$dest" ] || { [ -e "$dest" ] && [ ! -f "$dest" ]; }; then
			echo "install: $dest is there and is not a regular file:" \
			    "nothing installed" >&2
			exit 1
		fi
	done
	tmp=$(mktemp) || exit 1
	trap 'rm -f "$tmp"' EXIT
	while [ $# -gt 0 ]; do
		mode=$1 src=$2 dest=$3
		shift 3
		install -D -m "$mode" "$src" "$dest" || exit 1
		echo "$(sum "$dest")  ${dest#"$destdir"}" >> "$tmp"
	done
	install -D -m 644 "$tmp" "$manifest" || exit 1
	;;
uninstall)
	rc=0
	if [ -f "$manifest" ] && [ ! -L "$manifest" ]; then
		while read -r hash path; do
			f=$destdir$path
			if [ -f "$f" ] && [ ! -L "$f" ] && [ "$(sum "$f")" = "$hash" ]; then
				rm -f "$f" || rc=1
			elif [ -e "$f" ] || [ -L "$f" ]; then
				echo "uninstall: left $f: not what make install installed" >&2
			fi
		done < "$manifest"
		rm -f "$manifest"
	else
		# no record: remove only what is the same as this tree's files
		while [ $# -gt 1 ]; do
			src=$1 f=$2
			shift 2
			if [ -f "$f" ] && [ ! -L "$f" ] && [ -f "$src" ] &&
			    cmp -s "$src" "$f"; then
				rm -f "$f" || rc=1
			elif [ -e "$f" ] || [ -L "$f" ]; then
				echo "uninstall: left $f: not what make install installs" >&2
			fi
		done
	fi
	exit $rc
	;;
*)
	echo "usage: install.sh install|uninstall MANIFEST ..." >&2
	exit 2
	;;
esac
