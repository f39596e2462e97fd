#!/bin/bash
#
# ASSERTION: strtok(NULL, ...) goes on only within one probe firing: at the
# next firing of the same stapsdt probe there is no string left, and it
# faults (invalid address 0) instead of returning the next token.
#
dtrace=${1:-$DTRACE}
tmpf=$(mktemp /tmp/strtok-sdt.XXXXXX)
trap 'rm -f "$tmpf"' EXIT

$dtrace -qn '
test_prov$target:::loop
/arg0 == 0/
{
	printf("[%s]\n", strtok("a,b,c", ","));
	printf("[%s]\n", strtok(NULL, ","));
}

test_prov$target:::loop
/arg0 == 1/
{
	printf("[%s]\n", strtok(NULL, ","));
}

test_prov$target:::loop
/arg0 == 2/
{
	exit(0);
}' -c "$TRIGGERS/sdt-loop" 2>"$tmpf"
status=$?
sed -E 's/test_prov[0-9]+:/test_provPID:/; s/\(ID [0-9]+:/(ID X:/' "$tmpf"
exit $status
