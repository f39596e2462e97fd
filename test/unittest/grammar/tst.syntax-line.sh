#!/bin/bash
#
# ASSERTION: A syntax error is reported on one line, with its line number; exit 1.
#
# Run by test/runtest.sh as: bash tst.syntax-line.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

cat > /tmp/syntax.$$.d <<EOF
BEGIN
{
	x = ;
}
EOF
cd /tmp
$dtrace -s syntax.$$.d 2>err.$$
status=$?
wc -l < err.$$
grep -q "^dtrace: failed to compile script syntax.$$.d: line 3: syntax error" err.$$ && echo ok
rm -f syntax.$$.d err.$$
echo "status $status"
