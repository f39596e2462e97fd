/*
 * dtrace.c: the dtrace(8) command.
 *
 * It parses DTrace's command line, hands the D programs it names to
 * libdtrace, and runs the consumer loop.  As in DTrace, arguments are
 * processed in passes over one parsed list, so that the order of options
 * and probe specifications on the command line is kept:
 *
 *	1. getopt: the mode (-l, -V, -e, -h, -G), and the macro arguments
 *	   ($1 .. $n: every argument that is not an option or an option value)
 *	2. after dtrace_open(): options (-x, -q, -w, -Z ...) and the list of
 *	   programs (-n, -P, -m, -f, -s) in command-line order
 *	3. processes: -c cmd (started, held before exec) and -p pid
 *	4. compilation of every program, then -l listing, or execution:
 *	   dtrace_program_exec(), dtrace_go(), the work loop, dtrace_stop()
 *	   and the final aggregation printout
 *
 * Messages, exit codes and output framing follow DTrace: errors are
 * "dtrace: ..." on stderr and exit 1, usage errors exit 2, and the status
 * passed to exit() in D becomes the command's exit status.  Processes are
 * libdtrace's (dt_pctl.c): -c starts the command held at its entry point
 * (its executable and libraries mapped, none of its code run), so its pid
 * is $target and its probes can be found and attached before it runs; it
 * is continued after dtrace_go().  The work loop ends when every -c/-p
 * process has exited; at exit, -c commands still running are killed.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <dtrace.h>

#ifndef DTRACEOPT_UNSET
#define DTRACEOPT_UNSET ((int64_t)-2)	/* dtrace_getopt(): option not set */
#endif

#define E_SUCCESS	0
#define E_ERROR		1
#define E_USAGE		2

#define DMODE_VERS	0	/* -V */
#define DMODE_EXEC	1	/* compile and enable (default, -e) */
#define DMODE_LINK	2	/* -G */
#define DMODE_LIST	3	/* -l */
#define DMODE_HEADER	4	/* -h */

static const char DTRACE_OPTSTR[] =
	"+3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z";

/* One option as getopt gave it, kept in command-line order. */
typedef struct dopt {
	int c;
	char *arg;
} dopt_t;

/* A program named on the command line. */
typedef struct dcmd {
	int is_file;			/* -s */
	dtrace_probespec_t spec;	/* -n/-P/-m/-f */
	char *arg;			/* script path or probe specification */
	const char *name;		/* for messages */
	const char *desc;		/* "script" or "description" */
	dtrace_prog_t *prog;
} dcmd_t;

/* A process from -c or -p. */
typedef struct dproc {
	pid_t pid;
	int created;		/* -c: our child */
	int live;
} dproc_t;

static const char *g_pname;
static dtrace_hdl_t *g_dtp;
static dopt_t *g_optv;
static int g_optc;
static char **g_argv;		/* macro arguments, [0] is $0 */
static int g_argc;
static dcmd_t *g_cmdv;
static int g_cmdc;
static dproc_t *g_psv;
static int g_psc;
static int g_mode = DMODE_EXEC;
static int g_exec = 1;
static int g_verbose;
static int g_disasm;
static int g_quiet;
static int g_json;		/* -x oformat=json (json_output()) */
static unsigned int g_cflags;
static int g_total;
static const char *g_ofile;
static FILE *g_ofp;
static volatile sig_atomic_t g_intr;
static volatile sig_atomic_t g_impatient;
static volatile sig_atomic_t g_newline;	/* print a newline after ^C */
static int g_epipe;			/* the output is a pipe nobody reads */
static int g_testing;			/* $_DTRACE_TESTING: no ^C newline */

static int
usage(FILE *fp)
{
	static const char predact[] = "[[ predicate ] action ]";

	fprintf(fp, "Usage: %s [-32|-64] [-CeFGhHlqSvVwZ] "
	    "[-b bufsz] [-c cmd] [-D name[=def]]\n\t[-I path] [-L path] "
	    "[-o output] [-p pid] [-s script] [-U name]\n\t"
	    "[-x opt[=val]] [-X a|c|s|t]\n\n"
	    "\t[-P provider %s]\n"
	    "\t[-m [ provider: ] module %s]\n"
	    "\t[-f [[ provider: ] module: ] func %s]\n"
	    "\t[-n [[[ provider: ] module: ] func: ] name %s]\n"
	    "\t[-i probe-id %s] [ args ... ]\n\n", g_pname,
	    predact, predact, predact, predact, predact);
	fprintf(fp, "\tpredicate -> '/' D-expression '/'\n");
	fprintf(fp, "\t   action -> '{' D-statements '}'\n");
	fprintf(fp, "\n"
	    "\t-32 generate 32-bit D programs and ELF files\n"
	    "\t-64 generate 64-bit D programs and ELF files\n\n"
	    "\t-b  set trace buffer size\n"
	    "\t-c  run specified command and exit upon its completion\n"
	    "\t-C  run cpp(1) preprocessor on script files\n"
	    "\t-D  define symbol when invoking preprocessor\n"
	    "\t-e  exit after compiling request but prior to enabling probes\n"
	    "\t-f  enable or list probes matching the specified function name\n"
	    "\t-F  coalesce trace output by function\n"
	    "\t-G  generate an ELF file containing embedded dtrace program\n"
	    "\t-h  generate a header file with definitions for static probes\n"
	    "\t-H  print included files when invoking preprocessor\n"
	    "\t-i  enable or list probes matching the specified probe id\n"
	    "\t-I  add include directory to preprocessor search path\n"
	    "\t-l  list probes matching specified criteria\n"
	    "\t-L  add library directory to library search path\n"
	    "\t-m  enable or list probes matching the specified module name\n"
	    "\t-n  enable or list probes matching the specified probe name\n"
	    "\t-o  set output file\n"
	    "\t-p  grab specified process-ID and cache its symbol tables\n"
	    "\t-P  enable or list probes matching the specified provider name\n"
	    "\t-q  set quiet mode (only output explicitly traced data)\n"
	    "\t-s  enable or list probes according to the specified D script\n"
	    "\t-S  print D compiler intermediate code\n"
	    "\t-U  undefine symbol when invoking preprocessor\n"
	    "\t-v  set verbose mode (report stability attributes, arguments)\n"
	    "\t-V  report DTrace API version\n"
	    "\t-w  permit destructive actions\n"
	    "\t-x  enable or modify compiler and tracing options\n"
	    "\t-X  specify ISO C conformance settings for preprocessor\n"
	    "\t-Z  permit probe descriptions that match zero probes\n");
	return E_USAGE;
}

/* ---- messages ---------------------------------------------------------- */

static void procs_release(void);

/* Print "dtrace: fmt" and, unless fmt ends in a newline, ": <strerror>". */
static void
verror(int err, const char *fmt, va_list ap)
{
	fprintf(stderr, "%s: ", g_pname);
	vfprintf(stderr, fmt, ap);
	if (fmt[strlen(fmt) - 1] != '\n')
		fprintf(stderr, ": %s\n", strerror(err));
}

static void __attribute__((format(printf, 1, 2)))
error(const char *fmt, ...)
{
	int err = errno;
	va_list ap;

	va_start(ap, fmt);
	verror(err, fmt, ap);
	va_end(ap);
}

static void __attribute__((format(printf, 1, 2)))
notice(const char *fmt, ...)
{
	int err = errno;
	va_list ap;

	if (g_quiet)
		return;
	va_start(ap, fmt);
	verror(err, fmt, ap);
	va_end(ap);
}

static void
cleanup(void)
{
	if (g_dtp != NULL)
		procs_release();
	if (g_dtp != NULL)
		dtrace_close(g_dtp);
	g_dtp = NULL;
}

/* An error with strerror(errno): exit 1. */
static void __attribute__((format(printf, 1, 2), noreturn))
fatal(const char *fmt, ...)
{
	int err = errno;
	va_list ap;

	va_start(ap, fmt);
	verror(err, fmt, ap);
	va_end(ap);
	cleanup();
	exit(E_ERROR);
}

/*
 * What libdtrace adds to DTrace's message (a provider this system lacks),
 * on a line of its own and only for a person at a terminal: scripts and
 * test suites that compare DTrace's message see just that.
 */
static const char *ctl_escape(const char *s);

/* The source of the compile that failed: a -n program, or a -s file. */
static const char *g_errstr;
static const char *g_errfile;

/* Line n (from 1) of the failed compile's source, or NULL; to free. */
static char *
errsource_line(int n)
{
	char *text = NULL;
	size_t cap = 0;
	FILE *fp;

	if (g_errstr != NULL) {
		const char *p = g_errstr;

		while (--n > 0 && (p = strchr(p, '\n')) != NULL)
			p++;
		return p != NULL ? strndup(p, strcspn(p, "\n")) : NULL;
	}
	if (g_errfile == NULL || (fp = fopen(g_errfile, "r")) == NULL)
		return NULL;
	while (getline(&text, &cap, fp) >= 0 && --n > 0)
		continue;
	fclose(fp);
	if (n != 0) {
		free(text);
		return NULL;
	}
	text[strcspn(text, "\n")] = '\0';
	return text;
}

/*
 * Beyond DTrace, for a person at a terminal: the line of a compile error,
 * and a caret under the column of the token the parser stopped at (when
 * the error has one), as bpftrace shows them.  Tabs of the line are kept
 * in the caret's line so that the caret sits under the token.
 */
static void
errsource(dtrace_hdl_t *dtp)
{
	int line, col, i;
	char *text;

	if (dtp == NULL || !isatty(fileno(stderr)) ||
	    (line = dtrace_errpos(dtp, &col)) <= 0 ||
	    (text = errsource_line(line)) == NULL)
		return;
	fprintf(stderr, "%5d | %s\n", line, ctl_escape(text));
	if (col > 0 && (size_t)col <= strlen(text) + 1) {
		fprintf(stderr, "      | ");
		for (i = 0; i < col - 1; i++)
			fputc(text[i] == '\t' ? '\t' : ' ', stderr);
		fputs("^\n", stderr);
	}
	free(text);
}

static void
errhint(dtrace_hdl_t *dtp)
{
	if (dtp != NULL && dtrace_errhint(dtp) != NULL && isatty(fileno(stderr)))
		fprintf(stderr, "%s: hint: %s\n", g_pname,
		    ctl_escape(dtrace_errhint(dtp)));
}

/* An error with libdtrace's message for its last error: exit 1. */
static void __attribute__((format(printf, 1, 2), noreturn))
dfatal(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", g_pname);
	if (fmt != NULL) {
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
	if (fmt == NULL || fmt[strlen(fmt) - 1] != '\n')
		fprintf(stderr, "%s%s\n", fmt != NULL ? ": " : "",
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
	if (g_dtp != NULL && dtrace_errlog(g_dtp) != NULL)
		fputs(dtrace_errlog(g_dtp), stderr);
	errsource(g_dtp);
	errhint(g_dtp);
	cleanup();
	exit(E_ERROR);
}

/* ---- pass 1: parse the command line ------------------------------------ */

/* Collect options in order, and the other arguments as macro arguments. */
static int
parse_args(int argc, char *argv[])
{
	int c, at;

	g_argv[g_argc++] = argv[0];
	argv[0] = (char *)g_pname;	/* for getopt's messages */

	for (optind = 1; optind < argc; optind++) {
		while (at = optind,
		    (c = getopt(argc, argv, DTRACE_OPTSTR)) != -1) {
			if (c == '?' || c == ':')
				return usage(stderr);
			g_optv[g_optc].c = c;
			g_optv[g_optc++].arg =
			    strchr(DTRACE_OPTSTR, c)[1] == ':' ? optarg : NULL;
		}
		/*
		 * "--" ends the options: every argument after it is a macro
		 * argument, even one that starts with '-' (getopt must not
		 * be called again past it).
		 */
		if (at < argc && optind == at + 1 && strcmp(argv[at], "--") == 0) {
			while (optind < argc)
				g_argv[g_argc++] = argv[optind++];
			break;
		}
		if (optind < argc)
			g_argv[g_argc++] = argv[optind];
	}
	g_argv[g_argc] = NULL;
	return 0;
}

/* Decide the mode from -l, -V, -h, -G, -e; return -1 or an exit code. */
static int
set_mode(void)
{
	int i, modes = 0;

	for (i = 0; i < g_optc; i++) {
		switch (g_optv[i].c) {
		case 'e': g_exec = 0; break;
		case 'h': g_mode = DMODE_HEADER; modes++; break;
		case 'G': g_mode = DMODE_LINK; modes++; break;
		case 'l': g_mode = DMODE_LIST; g_cflags |= DTRACE_C_ZDEFS; modes++; break;
		case 'V': g_mode = DMODE_VERS; modes++; break;
		case 'v': g_verbose++; break;
		case '3': case '6':
			if (strcmp(g_optv[i].arg, g_optv[i].c == '3' ? "2" : "4")) {
				fprintf(stderr, "%s: illegal option -- %c%s\n",
				    g_pname, g_optv[i].c, g_optv[i].arg);
				return usage(stderr);
			}
			if (g_optv[i].c == '3') {
				fprintf(stderr, "%s: -32 is not supported: D "
				    "programs use the kernel's 64-bit data "
				    "model\n", g_pname);
				return E_ERROR;
			}
			break;
		}
	}
	if (modes > 1) {
		fprintf(stderr, "%s: only one of the [-GhlV] options can be "
		    "specified at a time\n", g_pname);
		return E_USAGE;
	}
	return -1;
}

/* ---- pass 2: options and programs -------------------------------------- */

static void
setopt(const char *opt, const char *val, const char *what)
{
	if (dtrace_setopt(g_dtp, opt, val) != 0)
		dfatal("failed to set %s", what);
}

static void
add_cmd(int is_file, dtrace_probespec_t spec, char *arg)
{
	dcmd_t *dcp = &g_cmdv[g_cmdc++];

	memset(dcp, 0, sizeof(*dcp));
	dcp->is_file = is_file;
	dcp->spec = spec;
	dcp->arg = arg;
}

static void __attribute__((noreturn))
unsupported(int c, const char *what)
{
	fprintf(stderr, "%s: -%c (%s) is not supported yet\n", g_pname, c, what);
	cleanup();
	exit(E_ERROR);
}

/* Options whose value is a -x option: "-D name" is "define=name" ... */
static int
option_alias(int c, const char *arg)
{
	const char *opt;

	switch (c) {
	case 'b': opt = "bufsize"; break;
	case 'D': opt = "define"; break;
	case 'I': opt = "incdir"; break;
	case 'L': opt = "libdir"; break;
	case 'U': opt = "undef"; break;
	case 'X': opt = "stdc"; break;
	case 'F': opt = "flowindent"; break;
	case 'H': opt = "cpphdrs"; break;
	case 'q': opt = "quiet"; break;
	case 'w': opt = "destructive"; break;
	default: return 0;
	}
	if (dtrace_setopt(g_dtp, opt, arg) != 0) {
		if (arg != NULL)
			dfatal("failed to set -%c %s", c, arg);
		dfatal("failed to set -%c", c);
	}
	return 1;
}

static void
process_option(int c, char *arg)
{
	char *p;

	if (option_alias(c, arg))
		return;
	switch (c) {
	case 'f': add_cmd(0, DTRACE_PROBESPEC_FUNC, arg); break;
	case 'm': add_cmd(0, DTRACE_PROBESPEC_MOD, arg); break;
	case 'n': add_cmd(0, DTRACE_PROBESPEC_NAME, arg); break;
	case 'P': add_cmd(0, DTRACE_PROBESPEC_PROVIDER, arg); break;
	case 's': add_cmd(1, DTRACE_PROBESPEC_NONE, arg); break;
	case 'o': g_ofile = arg; break;
	case 'S': g_disasm = 1; break;
	case 'Z':
		g_cflags |= DTRACE_C_ZDEFS;
		setopt("zdefs", NULL, "-Z");
		break;
	case 'x':
		if ((p = strchr(arg, '=')) != NULL)
			*p++ = '\0';
		if (dtrace_setopt(g_dtp, arg, p) != 0)
			dfatal("failed to set -x %s", arg);
		break;
	case 'C': g_cflags |= DTRACE_C_CPP; break;
	case 'i': add_cmd(0, DTRACE_PROBESPEC_NAME, arg); break;
	case 'a': case 'A': unsupported(c, "anonymous tracing");
	case 'B': unsupported(c, "buffered output handler");
	}
}

/* DTRACE_OPT_NAME=value in the environment sets option "name". */
static void
setoptenv(void)
{
	extern char **environ;
	char name[64], *eq, **e;
	size_t i, len;

	for (e = environ; *e != NULL; e++) {
		if (strncmp(*e, "DTRACE_OPT_", 11) != 0 ||
		    (eq = strchr(*e, '=')) == NULL)
			continue;
		len = eq - (*e + 11);
		if (len == 0 || len >= sizeof(name))
			continue;
		for (i = 0; i < len; i++)
			name[i] = tolower((unsigned char)(*e)[11 + i]);
		name[len] = '\0';
		(void) dtrace_setopt(g_dtp, name, eq[1] != '\0' ? eq + 1 : NULL);
	}
}

/* ---- pass 3: processes -------------------------------------------------- */

/*
 * Split a -c command into words on white space, honouring '...', "..." and
 * backslashes as a shell does, so -c 'python3 -c "import gc"' works.
 */
static char **
make_argv(char *s)
{
	char **argv = malloc(sizeof(char *) * (strlen(s) / 2 + 2));
	char *in = s, *out = s;
	int argc = 0;

	if (argv == NULL)
		return NULL;
	for (;;) {
		char quote = 0;

		while (*in != '\0' && isspace((unsigned char)*in))
			in++;
		if (*in == '\0')
			break;
		argv[argc++] = out;
		for (; *in != '\0' && (quote || !isspace((unsigned char)*in)); in++) {
			if (quote && *in == quote)
				quote = 0;
			else if (!quote && (*in == '"' || *in == '\''))
				quote = *in;
			else if (*in == '\\' && quote != '\'' && in[1] != '\0')
				*out++ = *++in;
			else
				*out++ = *in;
		}
		if (*in != '\0')
			in++;
		*out++ = '\0';
	}
	if (argc == 0)
		argv[argc++] = s;
	argv[argc] = NULL;
	return argv;
}

/*
 * -c: libdtrace starts the command and holds it at its entry point, its
 * libraries mapped, until procs_continue() after dtrace_go().
 */
static void
proc_create(char *cmd)
{
	char *copy = strdup(cmd);
	char **argv = copy != NULL ? make_argv(copy) : NULL;
	dproc_t *dpp;
	pid_t pid;

	if (argv == NULL)
		fatal("failed to allocate memory");
	if (dtrace_proc_create(g_dtp, argv[0], argv, &pid) != 0)
		dfatal(NULL);
	dpp = &g_psv[g_psc++];
	dpp->pid = pid;
	dpp->created = 1;
	dpp->live = 1;
	free(argv);
	free(copy);
	dtrace_set_target(g_dtp, pid);
}

/* -p: check that the process exists and can be traced. */
static void
proc_grab(const char *arg)
{
	dproc_t *dpp;
	char *end;
	long pid;

	errno = 0;
	pid = strtol(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0' || pid <= 0 ||
	    pid > INT_MAX)
		fatal("invalid pid: %s\n", arg);
	if (dtrace_proc_grab(g_dtp, (pid_t)pid) != 0)
		dfatal(NULL);
	dpp = &g_psv[g_psc++];
	dpp->pid = (pid_t)pid;
	dpp->live = 1;
	dtrace_set_target(g_dtp, (pid_t)pid);
}

/*
 * Print what BEGIN recorded before the -c commands run, so that their
 * output comes after it: one dtrace_work() that waits 1 ms (dtrace_work()
 * waits for the switch rate, at least 1 ms), then the switch rate back
 * (1 s when it was not set, as dt_opt() reads an unset switchrate).
 */
static dtrace_workstatus_t
drain_begin(void)
{
	dtrace_workstatus_t st;
	int64_t rate;
	char buf[32];

	if (dtrace_getopt(g_dtp, "switchrate", &rate) != 0 ||
	    dtrace_setopt(g_dtp, "switchrate", "1ns") != 0)
		return DTRACE_WORKSTATUS_OKAY;
	st = dtrace_work(g_dtp, g_ofp);
	snprintf(buf, sizeof(buf), "%lldns",
	    rate == DTRACEOPT_UNSET ? 1000000000LL : (long long)rate);
	(void) dtrace_setopt(g_dtp, "switchrate", buf);
	return st;
}

/*
 * Let the -c commands run, now that the probes are attached and BEGIN's
 * output is out.  If BEGIN called exit(), they never run (they are killed
 * at exit).
 */
static void
procs_continue(void)
{
	int i;

	if (g_psc == 0)
		return;
	if (drain_begin() != DTRACE_WORKSTATUS_OKAY)
		return;
	for (i = 0; i < g_psc; i++) {
		if (dtrace_proc_continue(g_dtp, g_psv[i].pid) != 0)
			dfatal(NULL);
	}
}

/*
 * As DTrace's prochandler(), unless -q: how a -c or -p process ended, when
 * its end is seen while tracing.  A -p process's status is not ours to
 * wait for (status -1): it "has exited".
 */
static void
proc_report_exit(pid_t pid, int status)
{
	if (status != -1 && WIFSIGNALED(status))
		notice("pid %d terminated by %s\n", (int)pid,
		    strsignal(WTERMSIG(status)));
	else if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) != 0)
		notice("pid %d exited with status %d\n", (int)pid,
		    WEXITSTATUS(status));
	else
		notice("pid %d has exited\n", (int)pid);
}

/* Note the processes that have exited; return how many still run. */
static int
procs_poll(void)
{
	int i, status, live = 0;
	dproc_t *dpp;

	for (i = 0; i < g_psc; i++) {
		dpp = &g_psv[i];
		if (dpp->live &&
		    dtrace_proc_alive(g_dtp, dpp->pid, &status) == 0) {
			dpp->live = 0;
			proc_report_exit(dpp->pid, dpp->created ? status : -1);
		}
		live += dpp->live;
	}
	return live;
}

/* Forget every process, killing the -c commands still running (as DTrace). */
static void
procs_release(void)
{
	int i;

	for (i = 0; i < g_psc; i++)
		(void) dtrace_proc_release(g_dtp, g_psv[i].pid);
	g_psc = 0;
}

/* ---- pass 4: compile, list, execute ------------------------------------ */

/*
 * s for a message: a control byte other than a line break or a tab as
 * \NNN, as libdtrace writes those of its messages.  The copy lives until
 * the next call (the callers exit).
 */
static const char *
ctl_escape(const char *s)
{
	static char *e;
	char *o;

	free(e);
	if ((e = malloc(4 * strlen(s) + 1)) == NULL)
		return s;
	o = e;
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
			o += sprintf(o, "\\%03o", c);
		else
			*o++ = (char)c;
	}
	*o = '\0';
	return e;
}

static void
compile_file(dcmd_t *dcp)
{
	char *arg0 = g_argv[0];
	FILE *fp;

	if ((fp = fopen(dcp->arg, "r")) == NULL)
		fatal("failed to open %s", dcp->arg);
	g_argv[0] = dcp->arg;
	dcp->prog = dtrace_program_fcompile(g_dtp, fp, g_cflags, g_argc, g_argv);
	if (dcp->prog == NULL) {
		g_errfile = dcp->arg;
		dfatal("failed to compile script %s", ctl_escape(dcp->arg));
	}
	g_argv[0] = arg0;
	fclose(fp);
	dcp->desc = "script";
	dcp->name = dcp->arg;
}

static void
compile_str(dcmd_t *dcp)
{
	char *name, *p;

	dcp->prog = dtrace_program_strcompile(g_dtp, dcp->arg, dcp->spec,
	    g_cflags | DTRACE_C_PSPEC, g_argc, g_argv);
	if (dcp->prog == NULL) {
		g_errstr = dcp->arg;
		dfatal("invalid probe specifier %s", ctl_escape(dcp->arg));
	}
	if ((name = strdup(dcp->arg)) == NULL)
		fatal("failed to allocate memory");
	if ((p = strpbrk(name, "{/;")) != NULL)
		*p = '\0';	/* crop the clause body for messages */
	dcp->desc = "description";
	dcp->name = name;
}

static void
print_attr(const char *title, const dtrace_attribute_t *ap)
{
	fprintf(g_ofp, "\n\t%s\n", title);
	fprintf(g_ofp, "\t\tIdentifier Names: %s\n",
	    dtrace_stability_name(ap->dtat_name));
	fprintf(g_ofp, "\t\tData Semantics:   %s\n",
	    dtrace_stability_name(ap->dtat_data));
	fprintf(g_ofp, "\t\tDependency Class: %s\n",
	    dtrace_class_name(ap->dtat_class));
}

/* DTrace's -lv sections, then the argument specs and provider detail. */
static void
print_probe_info(const dtrace_probeinfo_t *pip)
{
	int i, specs = 0;

	print_attr("Probe Description Attributes", &pip->dtp_attr);
	print_attr("Argument Attributes", &pip->dtp_arga);
	fprintf(g_ofp, "\n\tArgument Types\n");
	for (i = 0; i < pip->dtp_argc; i++) {
		fprintf(g_ofp, "\t\targs[%d]: %s\n", i, pip->dtp_argv[i]);
		specs += pip->dtp_argspec[i] != NULL;
	}
	if (pip->dtp_argc == 0)
		fprintf(g_ofp, "\t\tNone\n");
	if (specs > 0)
		fprintf(g_ofp, "\n\tArgument Specifications\n");
	for (i = 0; i < pip->dtp_argc && specs > 0; i++)
		if (pip->dtp_argspec[i] != NULL)
			fprintf(g_ofp, "\t\targs[%d]: %s\n", i, pip->dtp_argspec[i]);
	if (pip->dtp_extra != NULL)
		fprintf(g_ofp, "\n\t%s\n", pip->dtp_extra);
	fprintf(g_ofp, "\n");
}

static int
list_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp, void *arg)
{
	dtrace_probeinfo_t pi;

	fprintf(g_ofp, "%5d %10s %17s %33s %s\n",
	    (int)pdp->id, pdp->prv, pdp->mod, pdp->fun, pdp->prb);
	memset(&pi, 0, sizeof(pi));
	if (g_verbose && dtrace_probe_info(dtp, pdp, &pi) == 0)
		print_probe_info(&pi);
	return 0;
}

static int
list_desc(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp, void *arg)
{
	if (dtrace_probe_iter(dtp, pdp, list_probe, NULL) < 0) {
		fflush(g_ofp);
		error("failed to match %s:%s:%s:%s: %s\n",
		    pdp->prv, pdp->mod, pdp->fun, pdp->prb,
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		errhint(dtp);
	}
	return 0;
}

static void
open_output(void)
{
	g_ofp = stdout;
	if (g_ofile != NULL && (g_ofp = fopen(g_ofile, "a")) == NULL)
		fatal("failed to open output file '%s'", g_ofile);
}

/*
 * The output cannot be written (ENOSPC, EIO ...): one line and exit 1, at
 * the first failure, as DTrace's oprintf() does; "failed to write to F"
 * for -o F.  A closed pipe (EPIPE) is no error: see output_check().
 */
static void __attribute__((noreturn))
output_failed(int err)
{
	if (g_ofile != NULL && g_ofp != stdout)
		fprintf(stderr, "%s: failed to write to %s: %s\n", g_pname,
		    g_ofile, strerror(err));
	else
		fprintf(stderr, "%s: failed to write output: %s\n", g_pname,
		    strerror(err));
	cleanup();
	exit(E_ERROR);
}

/*
 * Flush the output.  Returns 0, or EPIPE when the reader went away (the
 * caller stops tracing, quietly); an interrupted write is tried again
 * later; any other write error is fatal.
 */
static int
output_check(void)
{
	int err;

	errno = 0;
	if (fflush(g_ofp) != EOF && !ferror(g_ofp))
		return 0;
	/* the first error, if libdtrace saw it: later flushes may not say */
	err = (g_dtp != NULL ? dtrace_output_errno(g_dtp) : 0) ?: errno ?: EIO;
	clearerr(g_ofp);
	if (err == EPIPE)
		return EPIPE;
	if (err == EINTR || err == EAGAIN)
		return 0;
	output_failed(err);
}

/*
 * The command is done, with exit status rc: what it wrote to its output
 * (stdout, or the -o file) must have been written.  A write error there
 * is reported ("failed to write output: No space left on device") and the
 * status is 1, for every mode: -V, -l, -e, tracing; a closed pipe (EPIPE)
 * stays quiet (tst.epipe.sh).  The -o file is closed here, so that an
 * error its close() reports is seen too.
 */
static int
output_done(int rc)
{
	if (g_ofp != stdout && g_ofp != NULL) {
		if (output_check() == 0 && fclose(g_ofp) == EOF &&
		    errno != EPIPE)
			output_failed(errno);
		g_ofp = stdout;
	}
	(void) output_check();
	return rc;
}

/* -l: the probes each description matches; exit 1 if one matches none. */
static int
do_list(void)
{
	int i;

	open_output();
	fprintf(g_ofp, "%5s %10s %17s %33s %s\n",
	    "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
	for (i = 0; i < g_cmdc; i++)
		dtrace_stmt_iter_descs(g_dtp, g_cmdv[i].prog, list_desc, NULL);
	if (g_cmdc == 0)
		dtrace_probe_iter(g_dtp, NULL, list_probe, NULL);
	(void) output_check();
	cleanup();
	return E_SUCCESS;	/* as DTrace: even if a description matched nothing */
}

static void
exec_prog(dcmd_t *dcp)
{
	dtrace_proginfo_t dpi;

	memset(&dpi, 0, sizeof(dpi));
	if (!g_exec) {
		dtrace_program_info(g_dtp, dcp->prog, &dpi);
	} else if (dtrace_program_exec(g_dtp, dcp->prog, &dpi) == -1) {
		dfatal("failed to enable '%s'", dcp->name);
	} else {
		notice("%s '%s' matched %d probe%s\n", dcp->desc, dcp->name,
		    dpi.dpi_matches, dpi.dpi_matches == 1 ? "" : "s");
	}
	g_total += dpi.dpi_matches;
}

static int
option_set(const char *name)
{
	int64_t v;

	return dtrace_getopt(g_dtp, name, &v) == 0 && v != DTRACEOPT_UNSET;
}

/* -x oformat=json (libdtrace's value 1): the output is JSON Lines only, so
   the blank lines of the text output are left out. */
static int
json_output(void)
{
	int64_t v;

	return dtrace_getopt(g_dtp, "oformat", &v) == 0 && v == 1;
}

/* The sizes dtrace_go() may lower, and their names in its messages. */
static const struct {
	const char *name;
	const char *opt;
} g_sizes[] = {
	{ "buffer size", "bufsize" },
	{ "aggregation size", "aggsize" },
	{ "speculation size", "specsize" },
	{ "dynamic variable size", "dynvarsize" },
};
#define NSIZES	(sizeof(g_sizes) / sizeof(g_sizes[0]))

static void
sizes_get(int64_t *v)
{
	size_t i;

	for (i = 0; i < NSIZES; i++)
		if (dtrace_getopt(g_dtp, g_sizes[i].opt, &v[i]) != 0)
			v[i] = DTRACEOPT_UNSET;
}

/*
 * As DTrace: "dtrace: buffer size lowered to 512m" for each size that was
 * set and that dtrace_go() lowered (with a k, m, g ... suffix when it is a
 * whole number of them), unless quietresize is set.
 */
static void
sizes_report(const int64_t *before)
{
	int64_t after[NSIZES], n;
	size_t i;
	int j;

	if (option_set("quietresize"))
		return;
	sizes_get(after);
	for (i = 0; i < NSIZES; i++) {
		if (before[i] == DTRACEOPT_UNSET || (n = after[i]) <= 0 ||
		    n == DTRACEOPT_UNSET || n >= before[i] - 8)
			continue;
		for (j = 0; j < 6 && (n >> (10 * (j + 1))) != 0; j++)
			;
		if (j > 0 && (n & ((INT64_C(1) << (10 * j)) - 1)) == 0)
			fprintf(stderr, "%s: %s lowered to %lld%c\n", g_pname,
			    g_sizes[i].name, (long long)(n >> (10 * j)),
			    "kmgtpe"[j - 1]);
		else
			fprintf(stderr, "%s: %s lowered to %lld bytes\n",
			    g_pname, g_sizes[i].name, (long long)n);
	}
}

/* ---- the work loop ------------------------------------------------------ */

static void
intr(int sig)
{
	if (!g_intr)
		g_newline = 1;
	if (g_intr++)
		g_impatient = 1;
	if (g_dtp != NULL)
		dtrace_request_stop(g_dtp);
}

/*
 * SIGCHLD does nothing but end the wait of dtrace_work() (epoll_wait fails
 * with EINTR even under SA_RESTART), so that the end of a -c command is
 * seen at once instead of after the switch-rate timeout, and so is a stop
 * of a -p process's thread that libdtrace traces (a signal to pass on: no
 * SA_NOCLDSTOP, which would silence ptrace stops too).
 */
static void
chld(int sig)
{
}

static void
install_handlers(void)
{
	struct sigaction act, oact;

	/* A closed output pipe is EPIPE from write(), seen by work_loop(). */
	signal(SIGPIPE, SIG_IGN);

	sigemptyset(&act.sa_mask);
	act.sa_flags = SA_RESTART;
	act.sa_handler = chld;
	sigaction(SIGCHLD, &act, NULL);

	sigemptyset(&act.sa_mask);
	act.sa_flags = 0;
	act.sa_handler = intr;
	if (sigaction(SIGINT, NULL, &oact) == 0 && oact.sa_handler != SIG_IGN)
		sigaction(SIGINT, &act, NULL);
	if (sigaction(SIGTERM, NULL, &oact) == 0 && oact.sa_handler != SIG_IGN)
		sigaction(SIGTERM, &act, NULL);
	/* a hangup (the terminal went away) stops tracing as SIGTERM does */
	if (sigaction(SIGHUP, NULL, &oact) == 0 && oact.sa_handler != SIG_IGN)
		sigaction(SIGHUP, &act, NULL);
}

/* Consume until exit(), a signal, or the end of every -c/-p process. */
static void
work_loop(void)
{
	dtrace_workstatus_t st;
	int done = 0, stopped = 0;

	do {
		if (!g_intr)
			dtrace_sleep(g_dtp);
		if (g_newline && !g_testing && !g_json) {
			/* as DTrace: looks cleaner after a ^C, even with -q */
			fprintf(g_ofp, "\n");
			g_newline = 0;
		}
		if (g_intr || (g_psc != 0 && procs_poll() == 0)) {
			done = 1;
			stopped = 1;
			if (dtrace_stop(g_dtp) == -1)
				dfatal("couldn't stop tracing");
		}
		st = dtrace_work(g_dtp, g_ofp);
		if (st == DTRACE_WORKSTATUS_DONE)
			done = 1;
		else if (st == DTRACE_WORKSTATUS_ERROR &&
		    dtrace_errno(g_dtp) == EPIPE)
			g_epipe = g_intr = 1;	/* the reader went away: stop */
		else if (st == DTRACE_WORKSTATUS_ERROR && ferror(g_ofp))
			output_failed(dtrace_output_errno(g_dtp) ?: EIO);
		else if (st == DTRACE_WORKSTATUS_ERROR && !g_impatient &&
		    !g_epipe && dtrace_errno(g_dtp) != EINTR)
			dfatal("processing aborted");
		if (output_check() == EPIPE)
			g_epipe = g_intr = 1;	/* stop tracing, quietly */
	} while (!done);

	if (g_newline && !g_testing && !g_json) {
		/* the signal came while dtrace_work() waited */
		fprintf(g_ofp, "\n");
		g_newline = 0;
	}
	if (!stopped && dtrace_stop(g_dtp) == -1)
		dfatal("couldn't stop tracing");
}

static int
do_exec(void)
{
	int64_t sizes[NSIZES];
	int i, status;

	open_output();
	for (i = 0; i < g_cmdc; i++)
		exec_prog(&g_cmdv[i]);
	/*
	 * -S: with -e, the programs as they would be loaded; while tracing,
	 * each as it is loaded (a provider may choose its program's form
	 * only when it attaches: stapsdt's dispatch).
	 */
	if (g_disasm && !g_exec && dtrace_program_disasm(g_dtp, stderr) != 0)
		dfatal("failed to print the program");
	if (g_disasm && g_exec)
		dtrace_disasm_loaded(g_dtp, stderr);
	if (!g_exec) {
		cleanup();
		return E_SUCCESS;
	}
	if (g_total == 0 && !(g_cflags & DTRACE_C_ZDEFS))
		dfatal("no probes %s\n", g_cmdc ? "matched" : "specified");

	/*
	 * The handlers go in before anything is attached: a signal while
	 * libdtrace attaches ends the attach (what is attached is detached,
	 * BEGIN never fires, and dtrace exits as after a signal while
	 * tracing, with nothing to print); later they stop tracing the
	 * ordinary way (END, aggregations, exit).
	 */
	install_handlers();
	sizes_get(sizes);
	if (dtrace_go(g_dtp) == -1) {
		if (g_intr) {
			cleanup();
			return E_SUCCESS;
		}
		dfatal("could not enable tracing");
	}
	sizes_report(sizes);
	g_quiet = option_set("quiet");
	g_json = json_output();
	if (option_set("destructive"))
		notice("allowing destructive actions\n");
	procs_continue();

	work_loop();
	if (g_epipe) {
		cleanup();
		return E_SUCCESS;
	}

	if (!g_json)
		fprintf(g_ofp, "\n");
	if (!g_impatient && dtrace_aggregate_print(g_dtp, g_ofp) == -1 &&
	    dtrace_errno(g_dtp) != EINTR && !ferror(g_ofp))
		dfatal("failed to print aggregations");
	if (output_check() == EPIPE) {
		cleanup();
		return E_SUCCESS;
	}

	status = dtrace_exit_status(g_dtp);
	cleanup();
	return status >= 0 ? status : E_SUCCESS;
}

/* ---- main --------------------------------------------------------------- */

static void
alloc_tables(int argc)
{
	g_optv = calloc(argc + 1, sizeof(dopt_t));
	g_argv = calloc(argc + 1, sizeof(char *));
	g_cmdv = calloc(argc + 1, sizeof(dcmd_t));
	g_psv = calloc(argc + 1, sizeof(dproc_t));
	if (g_optv == NULL || g_argv == NULL || g_cmdv == NULL || g_psv == NULL)
		fatal("failed to allocate memory for arguments");
}

static void
open_dtrace(void)
{
	int err, flags = 0;

	if (g_mode == DMODE_LIST || !g_exec)
		flags |= DTRACE_O_NOSYS;
	if ((g_dtp = dtrace_open(DTRACE_VERSION, flags, &err)) == NULL)
		fatal("failed to initialize dtrace: %s\n", dtrace_errmsg(NULL, err));
	(void) dtrace_setopt(g_dtp, "bufsize", "4m");
	(void) dtrace_setopt(g_dtp, "aggsize", "4m");
	setoptenv();
	if (dtrace_set_macro_args(g_dtp, g_argc, g_argv) != 0)
		dfatal("failed to set macro arguments");
}

/* ---- -h and -G ---------------------------------------------------------- */

/*
 * Without -o, "x.d" makes "x.h" (-h) or "x.o" (-G), in the current
 * directory, as DTrace does; that needs exactly one script named *.d.
 */
static const char *
default_ofile(const char *suffix)
{
	static char buf[PATH_MAX];
	const char *base;
	size_t len;

	if (g_cmdc > 1 || g_cmdc == 0 || !g_cmdv[0].is_file) {
		fprintf(stderr, "%s: -%c requires an output file if %s scripts "
		    "are specified\n", g_pname, g_mode == DMODE_HEADER ? 'h' : 'G',
		    g_cmdc > 1 ? "multiple" : "no");
		cleanup();
		exit(E_USAGE);
	}
	base = strrchr(g_cmdv[0].arg, '/') ? strrchr(g_cmdv[0].arg, '/') + 1 :
	    g_cmdv[0].arg;
	len = strlen(base);
	if (len < 3 || strcmp(base + len - 2, ".d") != 0) {
		fprintf(stderr, "%s: -%c requires an output file if no scripts "
		    "are specified\n", g_pname, g_mode == DMODE_HEADER ? 'h' : 'G');
		cleanup();
		exit(E_USAGE);
	}
	snprintf(buf, sizeof(buf), "%.*s.%s", (int)(len - 2), base, suffix);
	return buf;
}

/*
 * -h writes the header of the providers the scripts define, -G the object
 * with their semaphores (libdtrace's dt_header.c, dt_genobj.c).  With -G
 * the arguments after the options are object files (left unchanged), not
 * macro arguments.
 */
static int
do_header_link(void)
{
	const char *ofile;
	char *hdr = NULL;
	size_t hdrlen = 0;
	FILE *fp;
	int i, err, objc = 0;
	char **objv = g_argv + 1;

	if (g_mode == DMODE_LINK) {
		objc = g_argc - 1;
		g_argc = 1;
	}
	g_exec = 0;
	open_dtrace();
	g_cflags |= DTRACE_C_ZDEFS | DTRACE_C_EMPTY;
	for (i = 0; i < g_optc; i++)
		process_option(g_optv[i].c, g_optv[i].arg);
	for (i = 0; i < g_cmdc; i++) {
		if (g_cmdv[i].is_file)
			compile_file(&g_cmdv[i]);
		else
			compile_str(&g_cmdv[i]);
	}
	ofile = g_ofile ? g_ofile : default_ofile(g_mode == DMODE_HEADER ? "h" : "o");
	if (g_mode == DMODE_LINK) {
		if (dtrace_program_link(g_dtp, NULL, 0, ofile, objc, objv) != 0)
			dfatal("failed to link %s", ofile);
		cleanup();
		return E_SUCCESS;
	}
	/*
	 * The header is made in memory, then written as a whole: nothing at
	 * ofile is touched if it cannot be made, and a failed write removes
	 * only a file this run created (dtrace_write_file()).
	 */
	if ((fp = open_memstream(&hdr, &hdrlen)) == NULL)
		fatal("failed to create header file %s", ofile);
	fprintf(fp, "/*\n * Generated by dtrace(8).\n */\n\n");
	if (dtrace_program_header(g_dtp, fp, ofile) != 0) {
		fclose(fp);
		free(hdr);
		dfatal("failed to create header file %s", ofile);
	}
	err = 0;
	if (fclose(fp) == EOF || dtrace_write_file(ofile, hdr, hdrlen) != 0)
		err = errno;
	free(hdr);
	if (err != 0) {
		errno = err;
		fatal("failed to create header file %s", ofile);
	}
	cleanup();
	return E_SUCCESS;
}

int
main(int argc, char *argv[])
{
	int i, rc;

	g_pname = basename(strdup(argv[0]) ?: "dtrace");
	g_testing = getenv("_DTRACE_TESTING") != NULL;
	g_ofp = stdout;
	if (argc == 1)
		return usage(stderr);
	alloc_tables(argc);
	if ((rc = parse_args(argc, argv)) != 0)
		return rc;
	if ((rc = set_mode()) >= 0)
		return rc;
	if (g_mode == DMODE_VERS) {
		printf("%s: %s\n", g_pname, "Oracle D 2.0");
		return output_done(E_SUCCESS);
	}
	if (g_mode == DMODE_HEADER || g_mode == DMODE_LINK)
		return output_done(do_header_link());

	open_dtrace();
	for (i = 0; i < g_optc; i++)
		process_option(g_optv[i].c, g_optv[i].arg);
	for (i = 0; i < g_optc; i++) {
		if (g_optv[i].c == 'c')
			proc_create(g_optv[i].arg);
		else if (g_optv[i].c == 'p')
			proc_grab(g_optv[i].arg);
	}
	for (i = 0; i < g_cmdc; i++) {
		if (g_cmdv[i].is_file)
			compile_file(&g_cmdv[i]);
		else
			compile_str(&g_cmdv[i]);
	}
	g_quiet = option_set("quiet");

	if (g_mode == DMODE_LIST)
		return output_done(do_list());
	return output_done(do_exec());
}
