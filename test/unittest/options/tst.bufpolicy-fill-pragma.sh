#!/bin/bash
#
# ASSERTION: #pragma D option bufpolicy=fill with exit() before the buffer fills:
#	everything is printed at the end.
#
# Run by test/runtest.sh as: bash tst.bufpolicy-fill-pragma.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd /tmp
cat >fill.$$.d <<'EOF'
#pragma D option bufpolicy=fill
#pragma D option bufsize=4k
#pragma D option quiet

test$target:::tick
/arg0 < 3/
{
	printf("tick %d\n", arg0);
}

test$target:::tick
/arg0 == 3/
{
	exit(5);
}

END
{
	printf("end\n");
}
EOF
$dtrace -s fill.$$.d -c "$TRIGGERS/sdt-loop 100000 1"
echo status $?
rm -f fill.$$.d
