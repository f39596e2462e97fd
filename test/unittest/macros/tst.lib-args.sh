#!/bin/bash
#
# ASSERTION: macro arguments are the user program's only: a library file
# never sees them (so that an argument given on the command line leaves the
# D library working: curpsinfo, fds[], EPERM, B_READ, O_ACCMODE ...), and
# only the user's program must reference the last one.  A library file that
# uses $1 does not compile ($1 is not defined there).
#
# Run by test/runtest.sh as: bash tst.lib-args.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/libargs.XXXXXX)
trap 'rm -rf $tmpd' EXIT

$dtrace -qn 'BEGIN /$1 == 1234/ { printf("%s\n", curpsinfo->pr_fname); exit(0); }' 1234
echo "status $?"

cat > $tmpd/s.d <<'D'
#pragma D option quiet
BEGIN
{
	printf("%d %s %d %d %d %s\n", $1, $$2, EPERM, B_READ, O_ACCMODE,
	    fds[0].fi_fs);
	exit(0);
}
D
$dtrace -s $tmpd/s.d 7 eight < /dev/null
echo "status $?"

# The user's program must still reference its last argument.
$dtrace -qn 'BEGIN { trace(EPERM); exit(0); }' 1234 2>&1
echo "status $?"

mkdir $tmpd/lib
echo 'inline int LIB_ARG = $1;' > $tmpd/lib/arg.d
$dtrace -xdebug -L $tmpd/lib -qn 'BEGIN { trace(LIB_ARG + $1); exit(0); }' 5 \
    2> $tmpd/err
echo "status $?"
grep -c 'arg.d: skipped: .*macro argument \$1 is not defined' $tmpd/err
grep '^dtrace: ' $tmpd/err
exit 0
