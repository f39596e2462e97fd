#!/bin/bash
#
# ASSERTION: -S while tracing prints each program as it is loaded, not a
# dry run made before the providers attach.  A stapsdt object's program
# chooses its dispatch when it attaches: with one traced process, its own
# array map indexed by the attach cookie, no (tgid, cookie) hash lookup
# (bpf_get_current_pid_tgid).  Its maps exist by then, so every map is
# named (the dry run printed map#-1).  With -e the dry run is still what
# -S shows (the hash form: it cannot know the processes).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

prog() {	# the stapsdt program's disassembly in $out
	sed -n '/^Disassembly of stapsdt /,/^$/p' "$out"
}

$dtrace -S -qn 'test$target:::tick { @ = count(); }' \
    -c "$TRIGGERS/sdt-loop 3 10" >"$out" 2>&1
echo "tracing: exit $?, $(prog | grep -c 'call bpf_get_attach_cookie') cookie" \
    "reads, $(prog | grep -c 'call bpf_get_current_pid_tgid') tgid reads," \
    "$(grep -c 'map#-1' "$out") unnamed maps"
$dtrace -S -e -qn 'test$target:::tick { @ = count(); }' \
    -c "$TRIGGERS/sdt-loop 3 10" >"$out" 2>&1
echo "-e: exit $?, $(prog | grep -c 'call bpf_get_current_pid_tgid') tgid reads"
