#!/bin/sh
# gensites.sh N DIR: C sources for a program with 2N stapsdt sites, N of
# them (provider bsem) with semaphores and N (provider bnosem) without.
# <sys/sdt.h> gives every probe of a file a semaphore or none, hence two
# files.  The program prints "ready", waits for a line on stdin, fires each
# site once and exits.
n=$1 dir=$2
{
	echo '#define _SDT_HAS_SEMAPHORES 1'
	echo '#include <sys/sdt.h>'
	i=0
	while [ $i -lt $n ]; do
		echo "unsigned short bsem_p${i}_semaphore __attribute__((section(\".probes\")));"
		i=$((i + 1))
	done
	echo 'void fire_sem(void) {'
	i=0
	while [ $i -lt $n ]; do
		echo "	STAP_PROBE(bsem, p$i);"
		i=$((i + 1))
	done
	echo '}'
} > "$dir/sites_sem.c"
{
	echo '#include <sys/sdt.h>'
	echo 'void fire_nosem(void) {'
	i=0
	while [ $i -lt $n ]; do
		echo "	STAP_PROBE(bnosem, p$i);"
		i=$((i + 1))
	done
	echo '}'
} > "$dir/sites_nosem.c"
cat > "$dir/sites_main.c" <<'CEOF'
#include <stdio.h>
void fire_sem(void);
void fire_nosem(void);
int
main(void)
{
	char line[16];

	printf("ready\n");
	fflush(stdout);
	if (fgets(line, sizeof(line), stdin) == NULL)
		return 0;
	fire_sem();
	fire_nosem();
	return 0;
}
CEOF
