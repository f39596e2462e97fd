#!/bin/bash
#
# ASSERTION: a provider glob with no pid (test_prov*:::loop) scans every
# process and traces each one that has the probe: two processes of a
# program built here, each firing test_prov:loop exactly K times once a
# start file appears (then sleeping until killed), both appear in @[pid]
# with count K and sum(arg0) K(K-1)/2.  dtrace is stopped with SIGTERM
# (background jobs of a non-interactive shell ignore SIGINT) after both
# have finished firing; it prints its aggregations and exits 0.  Other
# processes that happen to have a test_prov probe are ignored in the
# output.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
K=25
tmpd=$(mktemp -d)
pids=
trap 'for p in $pids; do kill -9 $p; wait $p; done 2>/dev/null; rm -rf "$tmpd"' EXIT

cat > "$tmpd/fire.c" <<'CEOF'
/* fire DIR TAG K: writes DIR/TAG.ready, waits for DIR/go, fires
 * test_prov:loop(i) for i = 0..K-1, writes DIR/TAG.done, sleeps. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>

static void
touch(const char *dir, const char *tag, const char *what)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s.%s", dir, tag, what);
	if ((f = fopen(path, "w")) == NULL)
		exit(1);
	fprintf(f, "%ld\n", (long)getpid());
	fclose(f);
}

int
main(int argc, char *argv[])
{
	char go[4096];
	long k = atol(argv[3]), i;

	snprintf(go, sizeof(go), "%s/go", argv[1]);
	touch(argv[1], argv[2], "ready");
	while (access(go, F_OK) != 0)
		usleep(10000);
	for (i = 0; i < k; i++) {
		STAP_PROBE1(test_prov, loop, i);
		usleep(1000);
	}
	touch(argv[1], argv[2], "done");
	for (;;)
		pause();
}
CEOF
gcc -O1 -o "$tmpd/fire" "$tmpd/fire.c" || { echo "cannot build fire.c"; exit 1; }

wait_for() {	# wait_for FILE: until it exists and is non-empty (10 s)
	local i
	for i in $(seq 500); do
		[ -s "$1" ] && return 0
		sleep 0.02
	done
	echo "timed out waiting for $(basename "$1")"
	exit 1
}

"$tmpd/fire" "$tmpd" a $K & pids="$pids $!"; a=$!
"$tmpd/fire" "$tmpd" b $K & pids="$pids $!"; b=$!
wait_for "$tmpd/a.ready"
wait_for "$tmpd/b.ready"

$dtrace -qn 'BEGIN { printf("ready\n"); }
    test_prov*:::loop { @c[pid] = count(); @s[pid] = sum(arg0); }' \
    >"$tmpd/out" 2>"$tmpd/err" &
d=$!
pids="$pids $d"
wait_for "$tmpd/out"
touch "$tmpd/go"
wait_for "$tmpd/a.done"
wait_for "$tmpd/b.done"
kill -TERM $d
wait $d
echo "dtrace exit status $?"
pids=${pids% $d}
# Only the lines of our two processes, by name, in a fixed order.
awk -v a=$a -v b=$b 'NF == 2 && ($1 == a || $1 == b) {
	n[$1 == a ? "a" : "b"] = n[$1 == a ? "a" : "b"] " " $2 }
	END { print "a" n["a"]; print "b" n["b"] }' "$tmpd/out"
grep -v '^ready$' "$tmpd/err" >&2
exit 0
