/*
 * sysfloor CMD [ARG...]: the kernel's floor for an enabled syscall probe.
 * Attaches a BPF program that only returns 0 to the sys_enter raw
 * tracepoint (as dtrace's syscall provider attaches its program), runs CMD
 * and waits for it.  What CMD (sysloop) measures of itself is then the
 * cost of the tracepoint's slow path and an empty program, which no
 * syscall tracer can go below.
 */
#include <stdio.h>
#include <unistd.h>
#include <sys/wait.h>
#include <bpf/bpf.h>
#include <linux/bpf.h>

int
main(int argc, char *argv[])
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	int pfd, lfd, status;
	pid_t pid;

	if (argc < 2) {
		fprintf(stderr, "usage: sysfloor CMD [ARG...]\n");
		return 2;
	}
	pfd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "sysfloor", "GPL",
	    insns, 2, NULL);
	if (pfd < 0 || (lfd = bpf_raw_tracepoint_open("sys_enter", pfd)) < 0) {
		perror("sysfloor: cannot attach to sys_enter");
		return 1;
	}
	if ((pid = fork()) == 0) {
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	close(lfd);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
