#!/bin/bash
#
# ASSERTION: dtrace -i: list (-l -i) and enable probes by their ids, the
# ids dtrace -l shows (the last one too, made only when every provider has
# made its probes); bad ids get DTrace's errors.
#
# @@timeout: 180
#
# Run by test/runtest.sh as: bash tst.probe-ids.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -i 1 -i 3
echo "status $?"
last=$($dtrace -l | tail -n 1)
id=$(echo "$last" | awk '{ print $1 }')
if [ "$($dtrace -l -i "$id" | tail -n 1)" = "$last" ]; then
	echo "-l -i LAST: the last line of -l"
fi
$dtrace -i 1 -n 'BEGIN { exit(0); }' 2>/dev/null | sed 's/^ *[0-9][0-9]* /C /'
echo "status ${PIPESTATUS[0]}"
for args in "-i 0" "-i 4294967295" "-i 4294967296" "-i i23" "-i 12 10"; do
	$dtrace $args 2>&1
	echo "status $?"
done
