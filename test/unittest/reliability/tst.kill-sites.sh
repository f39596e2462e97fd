#!/bin/bash
#
# ASSERTION: nothing is left behind when dtrace is killed.  A program with
# N stapsdt sites (N = 1, 100, 1000; half of them in a provider with
# semaphores) is traced with -p; while traced, the kernel has put a
# breakpoint into its text and raised its semaphores.  dtrace is then
# SIGKILLed (and, in other rounds, stopped with SIGTERM); within 1 s every
# semaphore is 0 again and the program's text, read through
# /proc/PID/mem, is byte for byte what it was before tracing.  The same
# when dtrace is stopped with SIGINT (Ctrl-C), and when the traced process
# exits first: then a new process of the same program must come up with no
# breakpoint and no semaphore raised (nothing stayed on the file).
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; exec 3>&-; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

# gen N: C source with N sites, the first half with semaphores; each line
# read on stdin makes it print the sum of its semaphores.
gen() {
	local n=$1 half=$(( ($1 + 1) / 2 )) i
	{
		echo '#define _SDT_HAS_SEMAPHORES 1'
		echo '#include <sys/sdt.h>'
		for ((i = 0; i < half; i++)); do
			echo "unsigned short ksem_p${i}_semaphore __attribute__((section(\".probes\")));"
		done
		echo 'unsigned long sem_sum(void) { return 0'
		for ((i = 0; i < half; i++)); do echo "	+ ksem_p${i}_semaphore"; done
		echo '; }'
		echo 'void fire_sem(void) {'
		for ((i = 0; i < half; i++)); do echo "	STAP_PROBE(ksem, p$i);"; done
		echo '}'
	} > "$tmpd/sem.c"
	{
		echo '#include <sys/sdt.h>'
		echo 'void fire_nosem(void) {'
		for ((i = half; i < n; i++)); do echo "	STAP_PROBE(knosem, p$i);"; done
		echo '}'
	} > "$tmpd/nosem.c"
	cat > "$tmpd/main.c" <<'CEOF'
#include <stdio.h>
unsigned long sem_sum(void);
void fire_sem(void);
void fire_nosem(void);
int
main(int argc, char *argv[])
{
	char line[64];

	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("ready\n");
	while (fgets(line, sizeof(line), stdin) != NULL) {
		if (line[0] == 'f') {
			fire_sem();
			fire_nosem();
		}
		printf("%lu\n", sem_sum());
	}
	return 0;
}
CEOF
	gcc -O0 -o "$tmpd/prog$n" "$tmpd/main.c" "$tmpd/sem.c" "$tmpd/nosem.c"
}

# text_sum PID PROG: checksum of PROG's executable mapping in PID's memory.
text_sum() {
	local lo hi
	IFS=- read lo hi < <(awk -v p="$2" '$2 ~ /x/ && $6 == p { print $1; exit }' \
	    /proc/$1/maps)
	dd if=/proc/$1/mem bs=4096 skip=$((0x$lo / 4096)) \
	    count=$(((0x$hi - 0x$lo) / 4096)) 2>/dev/null | md5sum
}

ask() {	# ask [f]: the program's semaphore sum (after firing with f)
	local i want=$(( $(wc -l < "$tmpd/out") + 1 ))
	echo "${1:-s}" >&3
	for i in $(seq 500); do
		[ "$(wc -l < "$tmpd/out")" -ge $want ] && break
		sleep 0.01
	done
	tail -n 1 "$tmpd/out"
}

start_prog() {	# start_prog N: run prog N on the FIFO; sets p
	rm -f "$tmpd/in" "$tmpd/out"
	mkfifo "$tmpd/in"
	"$tmpd/prog$1" <"$tmpd/in" >"$tmpd/out" &
	p=$!
	exec 3>"$tmpd/in"
	while [ ! -s "$tmpd/out" ]; do sleep 0.01; done
}

stop_prog() {
	exec 3>&-
	wait $p
}

# round N HOW: trace prog N, end dtrace by HOW (KILL, TERM, INT: a signal;
# exit: the traced process exits first), check what is left.
round() {
	local n=$1 how=$2 before traced_sem traced_text after_sem after_text i
	start_prog $n
	before=$(text_sum $p "$tmpd/prog$n")
	rm -f "$tmpd/dout"
	set -m		# job control: the background dtrace does not ignore SIGINT
	$dtrace -Z -qn "BEGIN { printf(\"ready\n\"); }
	    ksem$p:::, knosem$p::: { @ = count(); }" -p $p \
	    >"$tmpd/dout" 2>"$tmpd/derr" 3>&- &
	d=$!
	set +m
	while [ ! -s "$tmpd/dout" ]; do
		kill -0 $d 2>/dev/null || { cat "$tmpd/derr"; exit 1; }
		sleep 0.01
	done
	traced_sem=$(ask f)
	traced_text=$([ "$(text_sum $p "$tmpd/prog$n")" != "$before" ] && echo changed)
	if [ $how = exit ]; then
		stop_prog
		wait $d
		# A new process of the same program: no breakpoint, no semaphore.
		start_prog $n
	else
		kill -$how $d
		wait $d 2>/dev/null
	fi
	for i in $(seq 100); do
		[ "$(ask)" = 0 ] && [ "$(text_sum $p "$tmpd/prog$n")" = "$before" ] && break
		sleep 0.01
	done
	after_sem=$(ask)
	after_text=$([ "$(text_sum $p "$tmpd/prog$n")" = "$before" ] && echo restored || echo CHANGED)
	stop_prog
	echo "$n sites, $how: traced: semaphores $traced_sem, text $traced_text;" \
	    "after: semaphores $after_sem, text $after_text"
}

for n in 1 100 1000; do
	gen $n || exit 1
	for how in KILL TERM INT exit; do
		round $n $how
	done
done
