#!/bin/bash
#
# ASSERTION: a traced -c process that execs another program keeps being
# traced: its probes before the exec count (exectest:before, 3 times), and
# the new program's probes are found when its dynamic linker starts
# (test_prov:loop of sdt-loop, 4 times, each seeing its semaphore set),
# since the exec'd image runs the same watched ld.so.  -Z: test_prov does
# not exist before the exec.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
cat > "$tmpd/ex.c" <<'CEOF'
#include <stdio.h>
#include <unistd.h>
#include <sys/sdt.h>
int
main(int argc, char **argv)
{
	for (int i = 0; i < 3; i++)
		STAP_PROBE1(exectest, before, i);
	execv(argv[1], argv + 1);
	perror("execv");
	return 1;
}
CEOF
gcc -O1 -o "$tmpd/ex" "$tmpd/ex.c" || exit 1
$dtrace -Z -qn 'exectest$target:::before, test_prov$target:::loop {
	@[probename] = count();
}' -c "$tmpd/ex $TRIGGERS/sdt-loop 4 0" | sed 's/^ *//; s/  */ /g; /^$/d'
echo "exit ${PIPESTATUS[0]}"
