#!/bin/bash
#
# ASSERTION: a stapsdt probe description that matches nothing is an error:
# dtrace exits 1 with a one-line "does not match any probes" message, for
# a pid that does not exist (stapsdt999999:::tick), and with -p of a
# process without any stapsdt note (a -nostdlib static program built here,
# which only sleeps) or of one with notes only in libc (sleep) when the
# probe name does not exist.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
pids=
trap 'for p in $pids; do kill -9 $p; wait $p; done 2>/dev/null; rm -rf "$tmpd"' EXIT
. "$(dirname "$0")/../common/mapped.sh"

cat > "$tmpd/bare.c" <<'CEOF'
/* No libc, no notes: pause() forever. */
void
_start(void)
{
	for (;;)
		__asm__ __volatile__("mov $34, %%eax\n syscall" ::: "rax", "rcx", "r11", "memory");
}
CEOF
gcc -O1 -static -nostdlib -o "$tmpd/bare" "$tmpd/bare.c" ||
	{ echo "cannot build bare.c"; exit 1; }

check() {	# check LABEL PID DTRACE-ARGS...: status, stderr lines, message
	local label=$1 pid=$2 rc
	shift 2
	$dtrace "$@" >"$tmpd/out" 2>"$tmpd/err" </dev/null
	rc=$?
	echo "$label: exit $rc, stdout $(wc -l <"$tmpd/out") lines, stderr $(wc -l <"$tmpd/err") line(s)"
	sed "s/$pid/PID/g" "$tmpd/err"
}

check "no such pid" 999999 -n 'stapsdt999999:::tick'
"$tmpd/bare" & b=$!; pids="$pids $b"
sleep 30 & s=$!; pids="$pids $s"
wait_mapped $b "$tmpd/bare" && wait_mapped $s /sleep || exit 1
check "bare -p" $b -n "stapsdt$b:::tick" -p $b
check "bare -p glob" $b -n "stapsdt$b:::" -p $b
check "sleep -p" $s -n "stapsdt$s:::nosuchprobe" -p $s
check "sleep -p provider" $s -n "nosuchprov$s:::tick" -p $s
kill -0 $b 2>/dev/null && echo "bare still running"
kill -0 $s 2>/dev/null && echo "sleep still running"
