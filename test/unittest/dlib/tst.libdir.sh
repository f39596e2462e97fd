#!/bin/bash
#
# ASSERTION: -L and -xlibdir add D library directories: their files are
# compiled when the program names what they declare, a file's `#pragma D
# depends_on library` files first; files the program does not name are not
# compiled; a file that does not compile is skipped (-xdebug says why), and
# so is one that depends on it; a main program may not depend on a
# library; -xnolibs loads none.
#
# Run by test/runtest.sh as: bash tst.libdir.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/dlib.XXXXXX)
trap 'rm -rf $tmpd' EXIT
mkdir $tmpd/one $tmpd/two

cat > $tmpd/one/a.d <<'D'
#pragma D depends_on library z.d
inline int LIB_A = LIB_Z * 2;
D
cat > $tmpd/one/z.d <<'D'
inline int LIB_Z = 21;
D
cat > $tmpd/two/broken.d <<'D'
inline int LIB_BROKEN = sizeof(struct no_such_kernel_type);
D
cat > $tmpd/two/needs-broken.d <<'D'
#pragma D depends_on library broken.d
inline int LIB_NEEDS = 1;
D
cat > $tmpd/two/t.d <<'D'
struct lib_in { int v; };
struct lib_out { int twice; };
translator struct lib_out < int x > { twice = x * 2; };
D

$dtrace -q -L $tmpd/one -xlibdir=$tmpd/two -xdebug \
    -n 'BEGIN { printf("%d %d %d\n", LIB_Z, LIB_A, xlate<struct lib_out>(5).twice); exit(0); }' \
    2> $tmpd/err
echo "status $?"
grep -c 'broken.d' $tmpd/err
$dtrace -q -L $tmpd/two -xdebug -n 'BEGIN { trace(LIB_NEEDS); exit(0); }' 2> $tmpd/err
grep -c 'library .*broken.d: skipped' $tmpd/err
grep -c 'library needs-broken.d: depends on broken.d, which did not load' $tmpd/err
grep '^dtrace: ' $tmpd/err | sed 's/^dtrace: invalid probe specifier .*: in action list: /error: /'
$dtrace -q -L $tmpd/one -xnolibs -n 'BEGIN { trace(LIB_Z); exit(0); }' 2>&1 | sed 's/^dtrace: invalid probe specifier .*: in action list: /error: /'
echo '#pragma D depends_on library z.d
BEGIN { exit(0); }' > $tmpd/main.d
$dtrace -q -L $tmpd/one -s $tmpd/main.d 2>&1 | sed "s,$tmpd,TMP,"
exit 0
