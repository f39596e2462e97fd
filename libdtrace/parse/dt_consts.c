/*
 * dt_consts.c: the constants DTrace's D libraries define as inlines, built
 * in here: the uregs[] indexes of regs.d (R_PC, R_SP, R_RAX ...: the
 * machine's, dt_arch.h) and the signal numbers of signal.d (SIGKILL,
 * SIGUSR1 ...), and the uregs[] array itself (cooked by dt_cook_uregs.c,
 * compiled by dt_cg_uregs.c).
 *
 * Each constant is an enumerator identifier (DT_IDENT_ENUM) of type int, so
 * the cook pass folds it like any integer constant.
 */
#include <signal.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_arch.h"

static const struct {
	const char *name;
	int value;
} dt_consts[] = {
	/* signal.d */
	{ "SIGHUP", SIGHUP }, { "SIGINT", SIGINT }, { "SIGQUIT", SIGQUIT },
	{ "SIGILL", SIGILL }, { "SIGTRAP", SIGTRAP }, { "SIGABRT", SIGABRT },
	{ "SIGIOT", SIGIOT }, { "SIGBUS", SIGBUS }, { "SIGFPE", SIGFPE },
	{ "SIGKILL", SIGKILL }, { "SIGUSR1", SIGUSR1 }, { "SIGSEGV", SIGSEGV },
	{ "SIGUSR2", SIGUSR2 }, { "SIGPIPE", SIGPIPE }, { "SIGALRM", SIGALRM },
	{ "SIGTERM", SIGTERM }, { "SIGSTKFLT", SIGSTKFLT },
	{ "SIGCHLD", SIGCHLD }, { "SIGCLD", SIGCHLD }, { "SIGCONT", SIGCONT },
	{ "SIGSTOP", SIGSTOP }, { "SIGTSTP", SIGTSTP }, { "SIGTTIN", SIGTTIN },
	{ "SIGTTOU", SIGTTOU }, { "SIGURG", SIGURG }, { "SIGXCPU", SIGXCPU },
	{ "SIGXFSZ", SIGXFSZ }, { "SIGVTALRM", SIGVTALRM },
	{ "SIGPROF", SIGPROF }, { "SIGWINCH", SIGWINCH }, { "SIGIO", SIGIO },
	{ "SIGPOLL", SIGPOLL }, { "SIGPWR", SIGPWR }, { "SIGSYS", SIGSYS },
	{ NULL, 0 }
};

/* An int constant named name. */
static int
dt_consts_add(dtrace_hdl_t *dtp, const char *name, int value)
{
	dt_ident_t *idp;

	idp = dt_idhash_insert(dtp->dt_globals, name, DT_IDENT_ENUM,
	    DT_IDFLG_BUILTIN, 0);
	if (idp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	idp->di_value = value;
	idp->di_ctfp = dtp->dt_ddefs;
	idp->di_type = dtp->dt_type_int;
	return 0;
}

int
dt_consts_idents(dtrace_hdl_t *dtp)
{
	dt_ident_t *idp;
	int i;

	for (i = 0; dt_arch_uregnames[i].un_name != NULL; i++)
		if (dt_consts_add(dtp, dt_arch_uregnames[i].un_name,
		    dt_arch_uregnames[i].un_index) != 0)
			return -1;
	for (i = 0; dt_consts[i].name != NULL; i++)
		if (dt_consts_add(dtp, dt_consts[i].name, dt_consts[i].value) != 0)
			return -1;
	/* uregs[] is an array of the user registers (dt_cg_uregs.c). */
	idp = dt_idhash_insert(dtp->dt_globals, "uregs", DT_IDENT_ARRAY,
	    DT_IDFLG_BUILTIN | DT_IDFLG_DIFR, DT_BV_UREGS);
	if (idp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	idp->di_ctfp = dtp->dt_ddefs;
	idp->di_type = dtp->dt_type_uint64;
	return 0;
}
