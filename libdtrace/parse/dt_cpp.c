/*
 * dt_cpp.c: the C preprocessor, run on a D script before it is compiled
 * (dtrace -C, -x cpp), as DTrace does.
 *
 * The command is the system's cpp (found in PATH; -x cpppath=... names
 * another) with DTrace's predefined macros, then the options given with
 * -D, -U, -I, -H, -x cppargs in command-line order, then
 * -D__SUNW_D_VERSION and the ISO C mode (-X):
 *
 *	cpp -D__linux -D__unix -D__SVR4 -D__SUNW_D=1 -U__GNUC__ -D__SUNW_D_64
 *	    -D__Linux [-D__amd64] [user options] -D__SUNW_D_VERSION=0x02000000
 *	    -std=c99 /dev/stdin
 *
 * __GNUC__ is undefined so that system headers (<sys/types.h> ...) show
 * only the plain C declarations they keep for other compilers: typedefs
 * rather than GNU extensions and inline functions, which D cannot parse.
 *
 * The script is copied into an anonymous file (memfd) that becomes cpp's
 * standard input, named /dev/stdin on its command line as in Oracle's
 * DTrace, so that cpp's messages read "/dev/stdin:12: error: ..."; a first
 * line "#!interpreter" is left out (cpp would reject it) but its newline is
 * kept, so line numbers stay those of the script.  cpp writes its output,
 * with "# LINE "file" flags" markers that the scanner honours (dt_pragma.c),
 * into another memfd, which is returned for the compiler to read.  cpp's
 * own messages go to our standard error.  SIGCHLD is blocked while cpp runs
 * so that a program embedding libdtrace does not see (or reap) the child.
 */
#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "dt_cpp.h"
#include "dt_arch.h"

typedef struct dt_cpp {
	char *path;		/* program to run */
	char **args;		/* options, in order */
	int nargs, argsz;
	const char *stdc;	/* option for the ISO C mode */
} dt_cpp_t;

extern char **environ;

int
dt_cpp_add_arg(dtrace_hdl_t *dtp, const char *prefix, const char *arg)
{
	dt_cpp_t *cpp = dtp->dt_cpp;
	char *s;

	if (cpp->nargs == cpp->argsz) {
		int n = cpp->argsz ? cpp->argsz * 2 : 16;
		char **args = realloc(cpp->args, n * sizeof(char *));

		if (args == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		cpp->args = args;
		cpp->argsz = n;
	}
	if (asprintf(&s, "%s%s", prefix, arg) < 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	cpp->args[cpp->nargs++] = s;
	return 0;
}

int
dt_cpp_set_path(dtrace_hdl_t *dtp, const char *path)
{
	char *p = strdup(path);

	if (p == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	free(dtp->dt_cpp->path);
	dtp->dt_cpp->path = p;
	return 0;
}

/* As Oracle's DTrace: -Xa, -Xc, -Xt are ISO C (c99), -Xs is K&R C. */
int
dt_cpp_set_stdc(dtrace_hdl_t *dtp, const char *mode)
{
	if (strcmp(mode, "a") == 0 || strcmp(mode, "c") == 0 ||
	    strcmp(mode, "t") == 0)
		dtp->dt_cpp->stdc = "-std=c99";
	else if (strcmp(mode, "s") == 0)
		dtp->dt_cpp->stdc = "-traditional-cpp";
	else
		return -1;
	return 0;
}

int
dt_cpp_init(dtrace_hdl_t *dtp)
{
	static const char *const predef[] = {
		"-D__linux", "-D__unix", "-D__SVR4", "-D__SUNW_D=1",
		"-U__GNUC__", "-D__SUNW_D_64", DT_ARCH_CPP_DEFINE,
		NULL
	};
	struct utsname uts;
	int i;

	if ((dtp->dt_cpp = calloc(1, sizeof(dt_cpp_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	dtp->dt_cpp->stdc = "-std=c99";
	if (dt_cpp_set_path(dtp, "cpp") != 0)
		return -1;
	for (i = 0; predef[i] != NULL; i++)
		if (dt_cpp_add_arg(dtp, "", predef[i]) != 0)
			return -1;
	if (uname(&uts) == 0 && dt_cpp_add_arg(dtp, "-D__", uts.sysname) != 0)
		return -1;
	return 0;
}

void
dt_cpp_fini(dtrace_hdl_t *dtp)
{
	dt_cpp_t *cpp = dtp->dt_cpp;
	int i;

	if (cpp == NULL)
		return;
	for (i = 0; i < cpp->nargs; i++)
		free(cpp->args[i]);
	free(cpp->args);
	free(cpp->path);
	free(cpp);
	dtp->dt_cpp = NULL;
}

/* ---- running it ---- */

static int
dt_cpp_write(int fd, const char *buf, size_t n)
{
	ssize_t w;

	while (n > 0) {
		if ((w = write(fd, buf, n)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += w;
		n -= (size_t)w;
	}
	return 0;
}

/* The script into fd; a "#!" first line becomes an empty line. */
static int
dt_cpp_copy(FILE *ifp, int fd)
{
	char buf[8192];
	size_t n;
	int first = 1, skip = 0;

	while ((n = fread(buf, 1, sizeof(buf), ifp)) > 0) {
		char *p = buf;

		if (first && n >= 2 && buf[0] == '#' && buf[1] == '!')
			skip = 1;
		first = 0;
		if (skip) {
			char *nl = memchr(buf, '\n', n);

			if (nl == NULL)
				continue;
			skip = 0;
			n -= (size_t)(nl - buf);
			p = nl;
		}
		if (dt_cpp_write(fd, p, n) != 0)
			return -1;
	}
	if (ferror(ifp))
		return -1;
	return lseek(fd, 0, SEEK_SET) == 0 ? 0 : -1;
}

/* cpp's argument vector; argv[0] is the program's base name. */
static char **
dt_cpp_argv(dtrace_hdl_t *dtp, char *verdef, size_t verlen)
{
	dt_cpp_t *cpp = dtp->dt_cpp;
	char **argv = calloc(cpp->nargs + 5, sizeof(char *));
	const char *base = strrchr(cpp->path, '/');
	int argc = 0, i;

	if (argv == NULL)
		return NULL;
	argv[argc++] = (char *)(base != NULL ? base + 1 : cpp->path);
	for (i = 0; i < cpp->nargs; i++)
		argv[argc++] = cpp->args[i];
	snprintf(verdef, verlen, "-D__SUNW_D_VERSION=0x%08x", DT_VERS_LATEST);
	argv[argc++] = verdef;
	argv[argc++] = (char *)cpp->stdc;
	argv[argc++] = (char *)"/dev/stdin";
	argv[argc] = NULL;
	return argv;
}

/* Run cpp with in as its input and out as its output; 0 or an EDT_ error. */
static int
dt_cpp_exec(dtrace_hdl_t *dtp, int in, int out)
{
	posix_spawn_file_actions_t fa;
	sigset_t mask, omask;
	char verdef[64], **argv;
	int err, status;
	pid_t pid;

	if ((argv = dt_cpp_argv(dtp, verdef, sizeof(verdef))) == NULL)
		return EDT_NOMEM;
	if (posix_spawn_file_actions_init(&fa) != 0) {
		free(argv);
		return EDT_NOMEM;
	}
	posix_spawn_file_actions_adddup2(&fa, in, STDIN_FILENO);
	posix_spawn_file_actions_adddup2(&fa, out, STDOUT_FILENO);
	sigemptyset(&mask);
	sigaddset(&mask, SIGCHLD);
	pthread_sigmask(SIG_BLOCK, &mask, &omask);
	fflush(stderr);
	err = posix_spawnp(&pid, dtp->dt_cpp->path, &fa, NULL, argv, environ);
	if (err == 0) {
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
	}
	pthread_sigmask(SIG_SETMASK, &omask, NULL);
	posix_spawn_file_actions_destroy(&fa);
	free(argv);

	if (err == ENOENT)
		return EDT_CPPENT;
	if (err == EAGAIN || err == ENOMEM)
		return EDT_CPPFORK;
	if (err != 0)
		return EDT_CPPEXEC;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return EDT_CPPERR;
	return 0;
}

FILE *
dt_cpp_run(dtrace_hdl_t *dtp, FILE *ifp)
{
	int in = memfd_create("dtrace-cpp-in", MFD_CLOEXEC);
	int out = memfd_create("dtrace-cpp-out", MFD_CLOEXEC);
	FILE *ofp = NULL;
	int err = 0;

	if (in < 0 || out < 0)
		err = errno;
	else if (dt_cpp_copy(ifp, in) != 0)
		err = EDT_FIO;
	else if ((err = dt_cpp_exec(dtp, in, out)) == 0 &&
	    (lseek(out, 0, SEEK_SET) != 0 || (ofp = fdopen(out, "r")) == NULL))
		err = errno;
	if (in >= 0)
		close(in);
	if (ofp == NULL && out >= 0)
		close(out);
	if (err != 0)
		dt_set_errno(dtp, err);
	return ofp;
}
