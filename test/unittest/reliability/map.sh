# map.sh: the program the tst.*-elf.sh tests map damaged ELF objects with
# (sourced, not a test).  The sourcing test sets $tmpd, a scratch
# directory; this writes $tmpd/map.c, which the test builds:
#
#   map FILE...		maps each file executable (never runs it), prints
#			how many it mapped, then waits until it is killed

cat > "$tmpd/map.c" <<'CEOF'
/* map FILE...: map each file executable (never run it), print how many. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	int i, n = 0;

	for (i = 1; i < argc; i++) {
		struct stat st;
		int fd = open(argv[i], O_RDONLY);

		if (fd >= 0 && fstat(fd, &st) == 0 && st.st_size > 0 &&
		    mmap(NULL, st.st_size, PROT_READ | PROT_EXEC, MAP_PRIVATE,
		    fd, 0) != MAP_FAILED)
			n++;
		if (fd >= 0)
			close(fd);
	}
	printf("%d\n", n);
	fflush(stdout);
	pause();
	return 0;
}
CEOF
