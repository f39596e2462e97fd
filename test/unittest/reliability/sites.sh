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
#   gen_funcs N [lib]	$tmpd/funcsN: N functions f0 .. fN-1 of 8
#			instructions each (assembly: quick to build at any
#			N), which it calls in a loop, printing "ready" and
#			then, every 50 rounds, the fastest round's time in
#			microseconds (a breakpoint left in makes it slow);
#			with lib, the functions are in $tmpd/$funclib,
#			libfuncsN-PID.so (PID: the test's; a name no other
#			test's processes map, for pid* globs)
#   start_funcs N	run funcsN; sets p; waits for its first time
#   run_funcs N		gen_funcs N and start_funcs N; sets before, the
#			checksum of its text (text_sum) untraced
#   links D		the BPF links dtrace D and its uprobe guard hold
#   attach_links	how many links a whole pid$p:a.out::entry attach
#			makes (more than 30, else a line on stderr and 1)
#
# It also brings wait_guard (common/guard.sh) and wait_exit
# (common/exit.sh).

. "${BASH_SOURCE%/*}/../common/guard.sh"
. "${BASH_SOURCE%/*}/../common/exit.sh"

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

gen_funcs() {
	local n=$1
	awk -v n=$n 'BEGIN {
		print "\t.text"
		for (i = 0; i < n; i++) {
			printf "\t.globl f%d\n\t.type f%d,@function\nf%d:\n", i, i, i
			print "\tmovq %rdi, %rax\n\taddq $1, %rax\n\timulq $3, %rax"
			print "\txorq %rdi, %rax\n\tshrq $1, %rax\n\taddq %rsi, %rax"
			print "\tmovq %rax, %rdx\n\tret"
			printf "\t.size f%d, .-f%d\n", i, i
		}
		print "\t.section .data.rel.ro\n\t.globl tab\n\t.type tab,@object"
		printf "\t.size tab, %d\ntab:\n", 8 * n
		for (i = 0; i < n; i++)
			printf "\t.quad f%d\n", i
		print "\t.globl ntab\n\t.type ntab,@object\n\t.size ntab, 8"
		printf "ntab:\t.quad %d\n", n
		print "\t.section .note.GNU-stack,\"\",@progbits"
	}' > "$tmpd/funcs.s"
	cat > "$tmpd/funcs.c" <<'CEOF'
#include <stdio.h>
#include <time.h>
extern long (*const tab[])(long, long);
extern const long ntab;
int
main(void)
{
	struct timespec t0, t1, d = { 0, 2000000 };
	long r = 0, i, k, ns, best = -1;

	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("ready\n");
	for (k = 1;; k++) {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (i = 0; i < ntab; i++)
			r += tab[i](r, i);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		ns = (t1.tv_sec - t0.tv_sec) * 1000000000L + t1.tv_nsec -
		    t0.tv_nsec;
		if (best < 0 || ns < best)
			best = ns;
		if (k % 50 == 0) {
			printf("%ld\n", best / 1000);
			best = -1;
		}
		nanosleep(&d, NULL);
	}
	return r == 42;
}
CEOF
	if [ "$2" = lib ]; then
		funclib=libfuncs$n-$$.so
		gcc -shared -fPIC -o "$tmpd/$funclib" "$tmpd/funcs.s" &&
		    gcc -O1 -o "$tmpd/funcs$n" "$tmpd/funcs.c" \
		    -L"$tmpd" -l:$funclib -Wl,-rpath,"$tmpd"
	else
		gcc -O1 -o "$tmpd/funcs$n" "$tmpd/funcs.c" "$tmpd/funcs.s"
	fi
}

start_funcs() {
	: >"$tmpd/fout"
	"$tmpd/funcs$1" >"$tmpd/fout" &
	p=$!
	while [ "$(wc -l < "$tmpd/fout")" -lt 2 ]; do sleep 0.01; done
}


run_funcs() {
	gen_funcs $1 || return 1
	start_funcs $1
	before=$(text_sum $p "$tmpd/funcs$1")
}

# links D: the BPF links that dtrace D and its children (the guard) hold
links() {
	local q dirs=/proc/$1/fd
	for q in $(cat /proc/$1/task/$1/children 2>/dev/null); do
		dirs="$dirs /proc/$q/fd"
	done
	ls -l $dirs 2>/dev/null | grep -c 'anon_inode:bpf_link'
}

attach_links() {
	local d n
	$dtrace -x debug -qn "pid$p:a.out::entry { @ = count(); }" >/dev/null \
	    2>"$tmpd/dbg" &
	d=$!
	while ! grep -q "pid: enabled" "$tmpd/dbg" && kill -0 $d 2>/dev/null; do
		sleep 0.01
	done
	n=$(links $d)
	kill -TERM $d
	wait $d
	[ $n -gt 30 ] || { echo "only $n links" >&2; return 1; }
	echo $n
}
