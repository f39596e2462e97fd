/*
 * dt_error.c: errors and debugging output, at the bottom of libdtrace: every
 * part of it, from the parser to the consumer, reports through these.
 *
 * A handle keeps its last error as an error number (an errno value, or one
 * of the EDT_* numbers of dtrace.h) plus, for compile and load errors, a
 * message written where the error was found (dt_set_errmsg).
 * dtrace_errmsg() returns that message if it belongs to the error asked
 * about, else the fixed text of the number.  The names of the D_* compile
 * error tags (dt_errtags.h) are here too, for -x errtags.  dt_dprintf()
 * writes to stderr only when DTRACE_DEBUG is set (dtrace_open sets dt_debug).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "dt_impl.h"

int dt_debug;

static const char *const dt_errtag_names[] = {
#define DT_ERRTAG_NAME(t) #t,
	DT_ERRTAGS(DT_ERRTAG_NAME)
#undef DT_ERRTAG_NAME
};

const char *
dt_errtag_name(dt_errtag_t tag)
{
	if ((unsigned)tag >= D_NTAGS)
		return "D_UNKNOWN";
	return dt_errtag_names[tag];
}

static const char *const dt_errtext[] = {
	[EDT_COMPILER - EDT_BASE] = "D compilation failed",
	[EDT_NOMEM - EDT_BASE] = "Memory allocation failure",
	[EDT_BADOPTNAME - EDT_BASE] = "Invalid option name",
	[EDT_BADOPTVAL - EDT_BASE] = "Invalid value for specified option",
	[EDT_BADSPEC - EDT_BASE] = "Invalid probe specification",
	[EDT_BPF - EDT_BASE] = "BPF error",
	[EDT_VERIFIER - EDT_BASE] = "BPF program rejected by the verifier",
	[EDT_ATTACH - EDT_BASE] = "Failed to attach probe",
	[EDT_NOPROBE - EDT_BASE] = "No probe matches description",
	[EDT_BADID - EDT_BASE] = "Unknown probe identifier",
	[EDT_NOPROV - EDT_BASE] = "No such provider",
	[EDT_ENABLING - EDT_BASE] = "Failed to enable probe",
	[EDT_DEST - EDT_BASE] = "Destructive actions not allowed",
	[EDT_VERSION - EDT_BASE] = "Client requested version newer than library",
	[EDT_NOTSUP - EDT_BASE] = "Operation not supported",
	[EDT_GETNEXTKEY - EDT_BASE] = "Failed to iterate aggregation map",
	[EDT_PERM - EDT_BASE] = "Permission denied: dtrace requires root (CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN)",
	[EDT_ACTIVE - EDT_BASE] = "Operation illegal when tracing is active",
	[EDT_BADOPTCTX - EDT_BASE] = "Option cannot be used from within a D program",
	[EDT_CPPFORK - EDT_BASE] = "Failed to fork preprocessor",
	[EDT_CPPEXEC - EDT_BASE] = "Failed to exec preprocessor",
	[EDT_CPPENT - EDT_BASE] = "Preprocessor not found",
	[EDT_CPPERR - EDT_BASE] = "Preprocessor failed to process input program",
	[EDT_BUFTOOSMALL - EDT_BASE] = "Enabling exceeds size of buffer",
	[EDT_ENDTOOBIG - EDT_BASE] = "END enablings exceed size of principal buffer",
	[EDT_BADSETOPT - EDT_BASE] = "Invalid setopt() library action",
	[EDT_FIO - EDT_BASE] = "Error occurred while reading from input stream",
	[EDT_VERSINVAL - EDT_BASE] = "Version is not properly formatted or is too large",
	[EDT_VERSUNDEF - EDT_BASE] = "Requested version is not supported by compiler",
	[EDT_VERSREDUCED - EDT_BASE] = "Requested version conflicts with earlier setting",
};

int
dtrace_errno(dtrace_hdl_t *dtp)
{
	return dtp->dt_errno;
}

/*
 * The message for err: the handle's own message if err is the handle's
 * current error and a message was recorded for it, else a fixed text.
 */
const char *
dtrace_errmsg(dtrace_hdl_t *dtp, int err)
{
	if (dtp != NULL && err == dtp->dt_errno && dtp->dt_errmsg[0] != '\0')
		return dtp->dt_errmsg;
	if (err >= EDT_BASE && err < EDT_MAX && dt_errtext[err - EDT_BASE] != NULL)
		return dt_errtext[err - EDT_BASE];
	return strerror(err);
}

const char *
dtrace_errlog(dtrace_hdl_t *dtp)
{
	return dtp->dt_bpflog;
}

int
dt_set_errno(dtrace_hdl_t *dtp, int err)
{
	dtp->dt_errno = err;
	dtp->dt_errmsg[0] = '\0';
	dtp->dt_errhint[0] = '\0';
	return -1;
}

/*
 * A hint: what the error's message, DTrace's own line that scripts compare,
 * leaves unsaid ("no provider 'fbt' on this system: ...").  Set after the
 * error (dt_set_errno and dt_set_errmsg clear it) or just before a compile
 * error; the command shows it on a line of its own, on a terminal only.
 */
void
dt_set_errhint(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dtp->dt_errhint, sizeof(dtp->dt_errhint), fmt, ap);
	va_end(ap);
}

/* The line (0 if none) and column (0 if not known) of a compile error. */
int
dtrace_errpos(dtrace_hdl_t *dtp, int *colp)
{
	if (dtp == NULL || dtp->dt_errno != EDT_COMPILER) {
		*colp = 0;
		return 0;
	}
	*colp = dtp->dt_errcol;
	return dtp->dt_errline;
}

const char *
dtrace_errhint(dtrace_hdl_t *dtp)
{
	return dtp != NULL && dtp->dt_errhint[0] != '\0' ? dtp->dt_errhint : NULL;
}

int
dt_set_errmsg(dtrace_hdl_t *dtp, int err, const char *fmt, ...)
{
	va_list ap;

	dtp->dt_errno = err;
	dtp->dt_errhint[0] = '\0';
	va_start(ap, fmt);
	vsnprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), fmt, ap);
	va_end(ap);
	return -1;
}

void
dt_dprintf(const char *fmt, ...)
{
	va_list ap;

	if (!dt_debug)
		return;
	va_start(ap, fmt);
	fputs("libdtrace DEBUG: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}
