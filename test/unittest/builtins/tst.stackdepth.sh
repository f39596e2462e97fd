#!/bin/bash
#
# ASSERTION: stackdepth and ustackdepth count the frames stack() and
# ustack() print.  In sdt-depth's recursion (built with frame pointers),
# ustackdepth grows by one per level and equals the lines ustack() prints;
# in a system call probe stackdepth equals the frames stack() prints (the
# tracer's own frames are in neither); a uprobe has no kernel stack
# (stackdepth 0); ipl is 0.
#
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/dlib-depth.XXXXXX)
trap 'rm -rf $tmpd' EXIT

$dtrace -qn '
test_prov$target:::level /arg0 == 0/ { base = ustackdepth; }
test_prov$target:::level {
	printf("level %d: %d %d %d\n", arg0, ustackdepth - base, stackdepth, ipl);
	printf("depth %d", ustackdepth); ustack(); printf("end\n");
}' -c "$TRIGGERS/sdt-depth 4" > $tmpd/out
echo "status $?"
grep '^level' $tmpd/out
# each ustack() printed as many frames as ustackdepth said
awk '/^depth/ { want = $2; n = 0; next } /^end/ { print (n == want ? "same" : "differs " n " " want) } NF && !/^level/ { n++ }' $tmpd/out

$dtrace -qn 'syscall::getppid:entry /pid == $target/ {
	printf("depth %d", stackdepth); stack(); printf("end\n");
	exit(0);
}' -c "$TRIGGERS/syscall-calls" > $tmpd/out 2>&1
echo "status $?"
awk '/^depth/ { want = $2; n = 0; next } /^end/ { print (n == want && n > 0 ? "same" : "differs " n " " want) } NF { n++ }' $tmpd/out
exit 0
