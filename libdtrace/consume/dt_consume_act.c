/*
 * dt_consume_act.c: the consumer's side of system(), freopen() and
 * ftruncate(): actions that act on the output rather than print to it,
 * the same whatever the output format.  dt_consume.c hands their records
 * here; record layouts are in dt_cg_act.c.
 *
 *	system()	the formatted command, run by /bin/sh after the output
 *			so far is flushed (its output goes where dtrace's does)
 *	freopen()	dtrace's output goes to the formatted file (appended);
 *			freopen("") goes back to the original output.  The
 *			file replaces the output's file descriptor (dup2), so
 *			everything printed afterwards, system() commands and
 *			the aggregations at exit included, goes there
 *	ftruncate()	truncates the output file
 *
 * A file freopen() cannot open is reported as DTrace does, on stderr:
 * "dtrace: error on enabled probe ID n (ID m: p:m:f:n): couldn't freopen()
 * "file": reason", and the output stays where it was.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_consume.h"
#include "dt_printf.h"

/* ---- system(), freopen(), ftruncate() ---- */

/* The formatted text of a system()/freopen() record (malloc'd). */
static char *
dt_libact_format(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data)
{
	return dt_printa_str(dtp, rec->dtrd_format, rec + 1, (int)rec->dtrd_arg,
	    data, NULL, NULL);
}

static int
dt_act_system(dtrace_hdl_t *dtp, FILE *fp, const char *cmd)
{
	(void) dt_consume_flush(dtp, fp);	/* what was printed before comes first */
	if (system(cmd) == -1)
		return -1;
	return 0;
}

/*
 * Back to the output freopen() replaced, which the handle keeps as a dup
 * of its descriptor (dt_saved_outfd, -1 if none).
 */
static int
dt_freopen_restore(dtrace_hdl_t *dtp, FILE *fp)
{
	int rc = 0;

	if (dtp->dt_saved_outfd < 0)
		return 0;
	(void) dt_consume_flush(dtp, fp);	/* a failed write keeps its errno */
	if (dup2(dtp->dt_saved_outfd, fileno(fp)) < 0)
		rc = -1;
	close(dtp->dt_saved_outfd);
	dtp->dt_saved_outfd = -1;
	return rc;
}

static int
dt_act_freopen(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data, const char *name)
{
	struct dt_rec_hdr hdr;
	int fd;

	if (name[0] == '\0' && rec->dtrd_arg == 0)
		return dt_freopen_restore(dtp, fp);
	if ((fd = open(name, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666)) < 0) {
		memcpy(&hdr, data, sizeof(hdr));
		dt_consume_error(dtp, hdr.stid, hdr.prid, "couldn't freopen() "
		    "\"%s\": %s\n", name, strerror(errno));
		return 0;
	}
	(void) dt_consume_flush(dtp, fp);
	if (dtp->dt_saved_outfd < 0)
		dtp->dt_saved_outfd = fcntl(fileno(fp), F_DUPFD_CLOEXEC, 0);
	if (dtp->dt_saved_outfd < 0 || dup2(fd, fileno(fp)) < 0) {
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

static void
dt_act_ftruncate(FILE *fp)
{
	fflush(fp);
	(void) ftruncate(fileno(fp), 0);	/* not a file: nothing to do */
	(void) fseeko(fp, 0, SEEK_SET);
}

/* system(), freopen() or ftruncate(): rec and its format's arguments. */
int
dt_consume_libact(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data)
{
	char *text;
	int rc;

	if (rec->dtrd_action == DT_ACT_FTRUNCATE) {
		dt_act_ftruncate(fp);
		return 0;
	}
	if ((text = dt_libact_format(dtp, rec, data)) == NULL)
		return -1;
	if (rec->dtrd_action == DT_ACT_SYSTEM)
		rc = dt_act_system(dtp, fp, text);
	else
		rc = dt_act_freopen(dtp, fp, rec, data, text);
	free(text);
	return rc;
}

/* The handle goes: give its output back its original file. */
void
dt_consume_act_fini(dtrace_hdl_t *dtp)
{
	FILE *fp = dtp->dt_outfp != NULL ? dtp->dt_outfp : stdout;

	dt_freopen_restore(dtp, fp);
}
