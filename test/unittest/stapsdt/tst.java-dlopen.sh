#!/bin/bash
#
# ASSERTION: `-c java` traces HotSpot's probes from the start, although
# libjvm.so is not a DT_NEEDED library of the java launcher but dlopen()ed
# by libjli: vm-init-begin, vm-init-end and vm-shutdown each fire once, in
# that order, and probes named through the generic provider
# (stapsdt$target:libjvm.so::class-loaded) count the classes java -version
# loads (more than 100).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
if ! command -v java >/dev/null; then
	echo "no java in PATH"
	exit 77
fi
$dtrace -Z -qn '
hotspot$target:::vm-init-begin, hotspot$target:::vm-init-end,
hotspot$target:::vm-shutdown
{
	printf("%s\n", probename);
}
stapsdt$target:libjvm.so::class-loaded
{
	@ = count();
}' -c 'java -version' 2>/dev/null >"${TMPDIR:-/tmp}/java-dlopen.$$"
status=$?
# The aggregation prints last, as one number.
awk 'NF == 0 { next }
     NF == 1 && $1 ~ /^[0-9]+$/ { print "classes loaded: " ($1 > 100 ? "more than 100" : $1); next }
     { print }' \
    "${TMPDIR:-/tmp}/java-dlopen.$$"
rm -f "${TMPDIR:-/tmp}/java-dlopen.$$"
echo "exit $status"
