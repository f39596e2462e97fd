/*
 * dtrace.h: the public interface of libdtrace, the library behind dtrace(8).
 *
 * A consumer opens a handle, sets options, compiles one or more D programs
 * (from strings for -n/-P/-m/-f, from files for -s), executes them (load the
 * BPF programs and maps, attach the probes), then loops on dtrace_work()
 * until the programs exit or the consumer stops them, and finally prints the
 * aggregations and closes the handle:
 *
 *	dtp = dtrace_open(DTRACE_VERSION, 0, &err);
 *	dtrace_setopt(dtp, "quiet", NULL);
 *	prog = dtrace_program_strcompile(dtp, "BEGIN { exit(0); }", DTRACE_PROBESPEC_NAME, 0, 0, NULL);
 *	dtrace_program_exec(dtp, prog, &info);
 *	dtrace_go(dtp);
 *	while (dtrace_work(dtp, stdout) == DTRACE_WORKSTATUS_OKAY)
 *		dtrace_sleep(dtp);
 *	dtrace_stop(dtp);
 *	dtrace_aggregate_print(dtp, stdout);
 *	dtrace_close(dtp);
 *
 * Every function that can fail returns -1 (or NULL) and leaves the reason in
 * dtrace_errno(dtp); dtrace_errmsg(dtp, err) is a one-line message in
 * DTrace's style.
 */
#ifndef _DTRACE_H
#define _DTRACE_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DTRACE_VERSION	2

typedef struct dtrace_hdl dtrace_hdl_t;
typedef struct dtrace_prog dtrace_prog_t;
typedef uint32_t dtrace_id_t;

/* Flags for dtrace_open(). */
#define DTRACE_O_NOSYS	0x01	/* do not load or attach anything (-e, -l) */

/* Probe specifiers: what a -n/-P/-m/-f argument names. */
typedef enum dtrace_probespec {
	DTRACE_PROBESPEC_NONE = -1,
	DTRACE_PROBESPEC_PROVIDER = 0,
	DTRACE_PROBESPEC_MOD,
	DTRACE_PROBESPEC_FUNC,
	DTRACE_PROBESPEC_NAME
} dtrace_probespec_t;

/* Compile flags. */
#define DTRACE_C_DIFV	0x0001	/* print the generated BPF (-S) */
#define DTRACE_C_EMPTY	0x0002	/* accept an empty program (for -l) */
#define DTRACE_C_ZDEFS	0x0004	/* permit probe descriptions that match nothing */
#define DTRACE_C_PSPEC	0x0008	/* the program is a bare probe specifier (-l -n x) */
#define DTRACE_C_CPP	0x0010	/* run the C preprocessor on a script (-C) */
#define DTRACE_C_ETAGS	0x0020	/* prefix compile errors with their tag */
#define DTRACE_C_DEFARG	0x0040	/* unset macro arguments are 0 or "" */
#define DTRACE_C_ARGREF	0x0080	/* do not require every macro argument be used */
#define DTRACE_C_NOLIBS	0x0100	/* do not load the D libraries */
#define DTRACE_C_UNODEF	0x0200	/* permit undefined user symbols */
#define DTRACE_C_KNODEF	0x0400	/* permit undefined kernel symbols */

#define DTRACE_PROVNAMELEN	64
#define DTRACE_MODNAMELEN	256
#define DTRACE_FUNCNAMELEN	256
#define DTRACE_NAMELEN		128
#define DTRACE_ARGTYPELEN	128

typedef struct dtrace_probedesc {
	dtrace_id_t id;				/* probe id, 0 if unknown */
	char prv[DTRACE_PROVNAMELEN];
	char mod[DTRACE_MODNAMELEN];
	char fun[DTRACE_FUNCNAMELEN];
	char prb[DTRACE_NAMELEN];
} dtrace_probedesc_t;

typedef struct dtrace_proginfo {
	int dpi_descs;		/* number of probe descriptions */
	int dpi_matches;	/* number of probes matched */
	int dpi_recgens;	/* number of clauses that record data */
} dtrace_proginfo_t;

/* Stability attributes, as DTrace defines them. */
typedef uint8_t dtrace_stability_t;
#define DTRACE_STABILITY_INTERNAL	0
#define DTRACE_STABILITY_PRIVATE	1
#define DTRACE_STABILITY_OBSOLETE	2
#define DTRACE_STABILITY_EXTERNAL	3
#define DTRACE_STABILITY_UNSTABLE	4
#define DTRACE_STABILITY_EVOLVING	5
#define DTRACE_STABILITY_STABLE		6
#define DTRACE_STABILITY_STANDARD	7

typedef uint8_t dtrace_class_t;
#define DTRACE_CLASS_UNKNOWN	0
#define DTRACE_CLASS_CPU	1
#define DTRACE_CLASS_PLATFORM	2
#define DTRACE_CLASS_GROUP	3
#define DTRACE_CLASS_ISA	4
#define DTRACE_CLASS_COMMON	5

typedef struct dtrace_attribute {
	dtrace_stability_t dtat_name;	/* stability of the names */
	dtrace_stability_t dtat_data;	/* stability of the data semantics */
	dtrace_class_t dtat_class;	/* dependency class */
} dtrace_attribute_t;

extern const char *dtrace_stability_name(dtrace_stability_t s);
extern const char *dtrace_class_name(dtrace_class_t c);

/* Probe iteration (dtrace -l). */
typedef struct dtrace_probeinfo {
	dtrace_attribute_t dtp_attr;	/* the probe description's attributes */
	dtrace_attribute_t dtp_arga;	/* its arguments' attributes */
	int dtp_argc;
	const char **dtp_argv;		/* per-argument type names */
	const char **dtp_argspec;	/* per-argument provider description (the
					   stapsdt operand, and why it cannot be
					   read if so), NULL entries if none */
	const char *dtp_extra;		/* provider-specific detail (-lv), or NULL */
} dtrace_probeinfo_t;

typedef int dtrace_probe_f(dtrace_hdl_t *, const dtrace_probedesc_t *, void *);

typedef enum dtrace_workstatus {
	DTRACE_WORKSTATUS_ERROR = -1,
	DTRACE_WORKSTATUS_OKAY,
	DTRACE_WORKSTATUS_DONE
} dtrace_workstatus_t;

/* Handle. */
extern dtrace_hdl_t *dtrace_open(int version, int flags, int *errp);
extern void dtrace_close(dtrace_hdl_t *dtp);
extern int dtrace_errno(dtrace_hdl_t *dtp);
extern const char *dtrace_errmsg(dtrace_hdl_t *dtp, int error);
extern const char *dtrace_faultstr(dtrace_hdl_t *dtp, int fault);
/* The BPF verifier's log of the last rejected program ("BPF: " lines), or NULL. */
extern const char *dtrace_errlog(dtrace_hdl_t *dtp);
/* What the last error's message leaves unsaid (a missing provider), or NULL. */
extern const char *dtrace_errhint(dtrace_hdl_t *dtp);
/* The line of the last compile error (0: none), its column in *colp (0: not known). */
extern int dtrace_errpos(dtrace_hdl_t *dtp, int *colp);

/* Options (-x name=value, #pragma D option, -q ...). */
extern int dtrace_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val);
extern int dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, int64_t *valp);

/* Macro arguments ($1 .. $n) and the target pid ($target). */
extern int dtrace_set_macro_args(dtrace_hdl_t *dtp, int argc, char *const argv[]);
extern void dtrace_set_target(dtrace_hdl_t *dtp, pid_t pid);

/*
 * Processes (-c, -p): dt_proc.c.  dtrace_proc_create() starts file with argv
 * and holds it stopped at its entry point (its libraries mapped) until
 * dtrace_proc_continue(); dtrace_proc_grab() checks that a running process
 * may be traced.  dtrace_proc_alive() is 1 while it runs, 0 once it has
 * exited (*statusp: its wait status if we created it, else -1).
 * dtrace_proc_release() forgets it, killing it if we created it.
 */
extern int dtrace_proc_create(dtrace_hdl_t *dtp, const char *file,
    char *const argv[], pid_t *pidp);
extern int dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid);
extern int dtrace_proc_continue(dtrace_hdl_t *dtp, pid_t pid);
extern int dtrace_proc_alive(dtrace_hdl_t *dtp, pid_t pid, int *statusp);
extern int dtrace_proc_release(dtrace_hdl_t *dtp, pid_t pid);

/* Compilation. */
extern dtrace_prog_t *dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *s,
    dtrace_probespec_t spec, unsigned int cflags, int argc, char *const argv[]);
extern dtrace_prog_t *dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp,
    unsigned int cflags, int argc, char *const argv[]);
extern int dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip);
extern void dtrace_program_info(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip);
/* Print the BPF of the compiled programs (-S). */
extern int dtrace_program_disasm(dtrace_hdl_t *dtp, FILE *fp);
/* -S while tracing: print each program to fp as it is loaded (what the
   kernel gets, also after a dlopen), instead of dtrace_program_disasm()'s
   dry run. */
extern void dtrace_disasm_loaded(dtrace_hdl_t *dtp, FILE *fp);
/* dtrace -h: the C header of the providers the programs define, with
   <sys/sdt.h>'s macros (fname names the file, for its include guard). */
extern int dtrace_program_header(dtrace_hdl_t *dtp, FILE *fp, const char *fname);
/* dtrace -G: an ELF object that defines their semaphores and records their
   argument types; objv (objc object files) are left as they are. */
extern int dtrace_program_link(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    unsigned int dflags, const char *file, int objc, char *const objv[]);
/* Write buf[len] as the whole file at path (dtrace -h, -G): a regular file
   is replaced (or, if it cannot be, rewritten), a device or FIFO written
   through, a link followed; only a file this call created is ever removed,
   when writing it fails (dt_outfile.c).  0, or -1 with errno. */
extern int dtrace_write_file(const char *path, const void *buf, size_t len);

/* Probes. */
extern int dtrace_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probe_f *func, void *arg);
extern int dtrace_probe_info(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probeinfo_t *pip);
/* Parse "prov:mod:func:name" (or fewer fields, per spec) into a description. */
extern int dtrace_str2desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec,
    const char *s, dtrace_probedesc_t *pdp);
/* Iterate the probe descriptions of a compiled program's clauses. */
extern int dtrace_stmt_iter_descs(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_probe_f *func, void *arg);

/* Tracing. */
extern int dtrace_go(dtrace_hdl_t *dtp);
extern int dtrace_stop(dtrace_hdl_t *dtp);
extern void dtrace_sleep(dtrace_hdl_t *dtp);
extern dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *fp);
/* Ask the consumer loop to stop (from a signal handler: async-signal-safe). */
extern void dtrace_request_stop(dtrace_hdl_t *dtp);
/* The status given to exit() in D, or -1 if no exit() was recorded. */
extern int dtrace_exit_status(dtrace_hdl_t *dtp);
extern int dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp);
/* The errno of the first write to the output that failed, or 0 (a write
   error is sticky: later flushes may not say what it was). */
extern int dtrace_output_errno(dtrace_hdl_t *dtp);
/* Number of records and aggregation updates dropped so far. */
extern uint64_t dtrace_drops(dtrace_hdl_t *dtp);

#ifdef __cplusplus
}
#endif

#endif /* _DTRACE_H */
