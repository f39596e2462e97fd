# Helpers for reliability tests on a generated program with many stapsdt
# sites (sourced, not a test).  The sourcing test sets $tmpd, a scratch
# directory, and cleans up at exit (close fd 3, kill its jobs).
#
#   gen_sites N		$tmpd/progN: N sites, the first half (provider
#			ksem) with semaphores, the rest (knosem) without.
#			Each line read on stdin makes it print the sum of
#			its semaphores; a line "f" fires every site first.
#   start_prog N	run progN on a FIFO (fd 3); sets p; waits for "ready"
#   ask [f]		the program's semaphore sum (after firing with f)
#   text_sum PID PROG	checksum of PROG's executable mapping in PID's
#			memory, read through /proc/PID/mem: changed while a
#			breakpoint is in, the same as before once all are out
#   stop_prog		close its stdin and reap it

gen_sites() {
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

text_sum() {
	local lo hi
	IFS=- read lo hi < <(awk -v p="$2" '$2 ~ /x/ && $6 == p { print $1; exit }' \
	    /proc/$1/maps)
	dd if=/proc/$1/mem bs=4096 skip=$((0x$lo / 4096)) \
	    count=$(((0x$hi - 0x$lo) / 4096)) 2>/dev/null | md5sum
}

ask() {
	local i want=$(( $(wc -l < "$tmpd/out") + 1 ))
	echo "${1:-s}" >&3
	for i in $(seq 500); do
		[ "$(wc -l < "$tmpd/out")" -ge $want ] && break
		sleep 0.01
	done
	tail -n 1 "$tmpd/out"
}

start_prog() {
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
