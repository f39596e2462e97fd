#!/bin/bash
#
# ASSERTION: a symbolic link given as an output file is followed, as
# DTrace's fopen() follows it, and never removed.  -h and -G through a link
# to a regular file write the file (the link stays a link to it); -o and
# freopen() append to it; a link to nothing gets the file it names created;
# a link to /dev/full: one line with the real error, exit 1, the link and
# the device stay.  A regular file that is there (an earlier header) is
# replaced whole; a file with another hard link is rewritten in place (the
# link sees the new content).
#
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/outfile.sh"
cd "$tmpd" || exit 1
"$dtrace" -h -s prov.d -o want.h && "$dtrace" -G -s prov.d -o want.o || exit 1

# same FILE WANT: the same header, but for the include guard (its name)
same() {
	cmp -s <(grep -v '_H$\|_H \*/$' "$1") <(grep -v '_H$\|_H \*/$' "$2")
}

# show LINK: where the link points and what its file holds
show() {
	if [ -L "$1" ]; then
		printf '  %s -> %s' "$1" "$(readlink "$1")"
	else
		printf '  %s is not a link' "$1"
	fi
	if [ -f "$1" ]; then
		case $2 in
		h) same "$1" want.h && echo ", the header" || echo ", not the header" ;;
		o) cmp -s "$1" want.o && echo ", the object" || echo ", not the object" ;;
		*) echo ": $(paste -sd ' ' "$1")" ;;
		esac
	else
		echo ", to no file"
	fi
}

echo old > file.h && ln -s file.h link.h
"$dtrace" -h -s prov.d -o link.h; echo "-h through a link: exit $?"
show link.h h
echo old > file.o && ln -s file.o link.o
"$dtrace" -G -s prov.d -o link.o; echo "-G through a link: exit $?"
show link.o o
echo old > out && ln -s out link.out
"$dtrace" -o link.out -qn 'BEGIN { printf("new\n"); exit(0); }'; echo "-o through a link: exit $?"
show link.out
"$dtrace" -wqn 'BEGIN { freopen("link.out"); printf("reopened\n"); exit(0); }'
echo "freopen() through a link: exit $?"
show link.out

ln -s made.h dangling.h
"$dtrace" -h -s prov.d -o dangling.h; echo "-h through a link to nothing: exit $?"
show dangling.h h

ln -s /dev/full full
"$dtrace" -h -s prov.d -o full 2>&1; echo "-h through a link to /dev/full: exit $?"
"$dtrace" -G -s prov.d -o full 2>&1; echo "-G through a link to /dev/full: exit $?"
"$dtrace" -o full -qn 'BEGIN { printf("x\n"); exit(0); }' 2>&1; echo "-o through a link to /dev/full: exit $?"
[ -L full ] && [ -c /dev/full ] && echo "  the link and /dev/full are there"

echo old > there.h && chmod 640 there.h
"$dtrace" -h -s prov.d -o there.h; echo "-h over a file: exit $?"
show there.h h
echo "  mode $(stat -c %a there.h)"
echo old > linked.h && ln linked.h other-name.h
"$dtrace" -h -s prov.d -o linked.h; echo "-h over a file with two names: exit $?"
show other-name.h h
echo "  files here: $(ls -A | paste -sd ' ')"
