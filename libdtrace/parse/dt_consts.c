/*
 * dt_consts.c: the constants DTrace's D libraries define as inlines, built
 * in here: the uregs[] indexes of regs.d (R_PC, R_SP, R_RAX ...) and the
 * signal numbers of signal.d (SIGKILL, SIGUSR1 ...), and the uregs[] array
 * itself (cooked by dt_cook_uregs.c, compiled by dt_cg_uregs.c).
 *
 * Each constant is an enumerator identifier (DT_IDENT_ENUM) of type int, so
 * the cook pass folds it like any integer constant.
 *
 * The register indexes are DTrace's on x86-64 Linux: 0-20 are the slots of
 * the kernel's struct pt_regs in order (R_R15 ... R_SS), 21-25 the segment
 * and trap registers kept in the thread (R_DS, R_ES, R_FS, R_GS, R_TRAPNO),
 * and from R_GS + 1 on, the i386 names in the order of the 32-bit pt_regs
 * (R_EBX ... R_SS32), which read the corresponding 64-bit register.  The
 * portable names alias them: R_PC = R_EIP, R_SP = R_ESP, R_FP = R_EBP,
 * R_PS = R_EFL, R_R0 = R_EAX, R_R1 = R_EBX.
 */
#include <signal.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"

#define DT_R_GS		24
#define DT_R_I386(n)	(DT_R_GS + 1 + (n))

static const struct {
	const char *name;
	int value;
} dt_consts[] = {
	/* regs.d */
	{ "R_R15", 0 }, { "R_R14", 1 }, { "R_R13", 2 }, { "R_R12", 3 },
	{ "R_RBP", 4 }, { "R_RBX", 5 }, { "R_R11", 6 }, { "R_R10", 7 },
	{ "R_R9", 8 }, { "R_R8", 9 }, { "R_RAX", 10 }, { "R_RCX", 11 },
	{ "R_RDX", 12 }, { "R_RSI", 13 }, { "R_RDI", 14 }, { "R_ERR", 15 },
	{ "R_RIP", 16 }, { "R_CS", 17 }, { "R_RFL", 18 }, { "R_RSP", 19 },
	{ "R_SS", 20 }, { "R_DS", 21 }, { "R_ES", 22 }, { "R_FS", 23 },
	{ "R_GS", DT_R_GS }, { "R_TRAPNO", 25 },
	{ "R_EBX", DT_R_I386(0) }, { "R_ECX", DT_R_I386(1) },
	{ "R_EDX", DT_R_I386(2) }, { "R_ESI", DT_R_I386(3) },
	{ "R_EDI", DT_R_I386(4) }, { "R_EBP", DT_R_I386(5) },
	{ "R_EAX", DT_R_I386(6) }, { "R_EIP", DT_R_I386(12) },
	{ "R_EFL", DT_R_I386(14) }, { "R_ESP", DT_R_I386(15) },
	{ "R_PC", DT_R_I386(12) }, { "R_FP", DT_R_I386(5) },
	{ "R_SP", DT_R_I386(15) }, { "R_PS", DT_R_I386(14) },
	{ "R_R0", DT_R_I386(6) }, { "R_R1", DT_R_I386(0) },
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

int
dt_consts_idents(dtrace_hdl_t *dtp)
{
	dt_ident_t *idp;
	int i;

	for (i = 0; dt_consts[i].name != NULL; i++) {
		idp = dt_idhash_insert(dtp->dt_globals, dt_consts[i].name,
		    DT_IDENT_ENUM, DT_IDFLG_BUILTIN, 0);
		if (idp == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		idp->di_value = dt_consts[i].value;
		idp->di_ctfp = dtp->dt_ddefs;
		idp->di_type = dtp->dt_type_int;
	}
	/* uregs[] is an array of the user registers (dt_cg_uregs.c). */
	idp = dt_idhash_insert(dtp->dt_globals, "uregs", DT_IDENT_ARRAY,
	    DT_IDFLG_BUILTIN | DT_IDFLG_DIFR, DT_BV_UREGS);
	if (idp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	idp->di_ctfp = dtp->dt_ddefs;
	idp->di_type = dtp->dt_type_uint64;
	return 0;
}
