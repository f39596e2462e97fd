#!/bin/bash
#
# ASSERTION: ppid is the parent of the process that fired the probe (BEGIN
# fires in dtrace itself, whose parent is this script); uid/gid are ours.
#
dtrace=${1:-$DTRACE}
out=$(mktemp)
$dtrace -qn 'BEGIN { printf("%d %d %d\n", ppid, uid, gid); exit(0); }' >"$out" || exit 1
read -r p u g <"$out"
rm -f "$out"
[ "$p" = "$$" ] && echo "ppid ok" || echo "ppid $p, expected $$"
[ "$u" = "$(id -u)" ] && [ "$g" = "$(id -g)" ] && echo "uid/gid ok"
