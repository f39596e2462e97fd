#!/bin/bash
#
# ASSERTION: cwd is the firing thread's working directory and rootdir its
# root directory, as paths: sdt-depth changes to a temporary directory (a
# name with a space in it, three levels down) before it fires
# test_prov:cwd; a directory under /proc (another mount) shows the walk
# crossing a mount point; dtrace's own BEGIN sees the directory it was
# started in.
#
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/dlib-cwd.XXXXXX)
trap 'rm -rf $tmpd' EXIT
mkdir -p "$tmpd/a b/c"

$dtrace -qn 'test_prov$target:::cwd { printf("%s|%s\n", cwd, rootdir); }' \
    -c "$TRIGGERS/sdt-depth 0 '$tmpd/a b/c'" | sed "s,$tmpd,TMP,"
echo "status ${PIPESTATUS[0]}"
$dtrace -qn 'test_prov$target:::cwd { printf("%s|%s\n", cwd, rootdir); }' \
    -c "$TRIGGERS/sdt-depth 0 /proc/sys/kernel"
echo "status $?"
(cd "$tmpd/a b" && $dtrace -qn 'BEGIN { printf("%s %d\n", cwd, strlen(cwd)); exit(0); }') |
    sed "s,$tmpd,TMP,"
(cd / && $dtrace -qn 'BEGIN { printf("[%s] [%s]\n", cwd, rootdir); exit(0); }')
exit 0
