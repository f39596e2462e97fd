/*
 * limit OBJECT NAME CMD [ARG...]: the physical limit of a traced stapsdt
 * probe.  Starts CMD held (as dtrace -c does), attaches a BPF program that
 * only returns 0 to every site of the stapsdt probe NAME in OBJECT (with
 * its semaphore and a cookie), through libdtrace's own attach code
 * (uprobe_multi, or the perf fallback), filtered to CMD's process the way
 * dtrace attaches for one process (LIMIT_ALL=1: for every process), then
 * lets CMD run and waits for it.  What CMD measures of itself is the cost
 * of the uprobe alone, which no tracer can go below.  Prints "attached N
 * sites" on stderr.  NAME "fn:FUNC" is the entry of the function FUNC
 * of OBJECT instead (the pid provider's site, from its symbols).
 */
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_stapsdt_notes.h"
#include "dt_object.h"

int
main(int argc, char *argv[])
{
	struct bpf_insn insns[] = { BPF_MOV64_IMM(BPF_REG_0, 0), BPF_EXIT_INSN() };
	uint64_t offs[4096], refs[4096], cookies[4096];
	dt_uprobe_link_t *ulp;
	dt_stapsdt_file_t *dfp = NULL, *cache = NULL;
	dtrace_hdl_t *dtp;
	struct stat st;
	int err, fd, i, n = 0, status, gate[2];
	pid_t pid;

	if (argc < 4 || stat(argv[1], &st) != 0) {
		fprintf(stderr, "usage: limit OBJECT NAME CMD [ARG...]\n");
		return 2;
	}
	if ((dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL)
		return 1;
	if (strncmp(argv[2], "fn:", 3) == 0) {
		const dt_objsym_t *osp;
		dt_object_t *obp;
		uint64_t off;

		obp = dt_object_get_file(dtp, argv[1], argv[1], st.st_dev,
		    st.st_ino);
		if (obp != NULL &&
		    (osp = dt_object_sym_named(obp, argv[2] + 3)) != NULL &&
		    dt_object_sym_code(obp, osp, &off)) {
			offs[n] = off;
			refs[n] = 0;
			cookies[n] = n + 1;
			n++;
		}
	} else if ((dfp = dt_stapsdt_file_get(&cache, argv[1], st.st_dev,
	    st.st_ino)) == NULL)
		return 1;
	for (i = 0; dfp != NULL && i < dfp->df_nsites && n < 4096; i++)
		if (strcmp(dfp->df_sites[i].ds_name, argv[2]) == 0) {
			offs[n] = dfp->df_sites[i].ds_offset;
			refs[n] = dfp->df_sites[i].ds_sem_offset;
			cookies[n] = n + 1;
			n++;
		}
	if (pipe(gate) != 0)
		return 1;
	if ((pid = fork()) == 0) {	/* held until attached, like dtrace -c */
		char c;

		close(gate[1]);
		if (read(gate[0], &c, 1) != 1)
			_exit(126);
		execvp(argv[3], argv + 3);
		_exit(127);
	}
	close(gate[0]);
	if (n == 0 || (fd = dt_uprobe_prog_load(dtp, "limit", insns, 2)) < 0 ||
	    (ulp = dt_uprobe_attach(dtp, fd, argv[1], n, offs, refs, cookies,
	    getenv("LIMIT_ALL") ? -1 : pid)) == NULL) {
		fprintf(stderr, "limit: cannot attach to %s:%s\n", argv[1], argv[2]);
		kill(pid, SIGKILL);
		return 1;
	}
	fprintf(stderr, "attached %d sites\n", n);
	if (write(gate[1], "g", 1) != 1)
		return 1;
	waitpid(pid, &status, 0);
	dt_uprobe_detach(ulp);
	close(fd);
	dt_stapsdt_cache_fini(&cache);
	dtrace_close(dtp);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
