/*
 * sdt-gate DIR TAG K: a process that fires on cue.  Writes "PID SEMADDR" to
 * DIR/TAG.ready (SEMADDR: the runtime address of test_prov:loop's
 * semaphore, in hex), waits until DIR/go exists, fires test_prov:loop(i)
 * for i = 0..K-1 (1 ms apart), writes the number of those firings that saw
 * the semaphore raised to DIR/TAG.done, then sleeps until killed.  Tests
 * start many of these to trace several processes of one binary at once.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>

unsigned short test_prov_loop_semaphore __attribute__((section(".probes")));

static void
put(const char *dir, const char *tag, const char *what, const char *text)
{
	char path[4096], tmp[4200];
	FILE *f;

	/* Write then rename, so a reader never sees half a file. */
	snprintf(path, sizeof(path), "%s/%s.%s", dir, tag, what);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	if ((f = fopen(tmp, "w")) == NULL)
		exit(1);
	fputs(text, f);
	fclose(f);
	if (rename(tmp, path) != 0)
		exit(1);
}

int
main(int argc, char *argv[])
{
	char go[4096], text[64];
	long k, i, enabled = 0;

	if (argc != 4)
		return 2;
	k = atol(argv[3]);
	snprintf(go, sizeof(go), "%s/go", argv[1]);
	snprintf(text, sizeof(text), "%ld %#lx\n", (long)getpid(),
	    (unsigned long)&test_prov_loop_semaphore);
	put(argv[1], argv[2], "ready", text);
	while (access(go, F_OK) != 0)
		usleep(10000);
	for (i = 0; i < k; i++) {
		if (test_prov_loop_semaphore)
			enabled++;
		STAP_PROBE1(test_prov, loop, i);
		usleep(1000);
	}
	snprintf(text, sizeof(text), "%ld\n", enabled);
	put(argv[1], argv[2], "done", text);
	for (;;)
		pause();
}
