/*
 * dt_pid_kind.c: which kind of site a pid probe fires at, for `dtrace -lv`
 * ("Site kind: ..."), so that a user can see why a probe is expensive.
 *
 * Three kinds (dt_insn_class.c, dt_pid_place.c): "emulated" (the kernel
 * emulates the instruction under the breakpoint: push, nop, jmp, jcc,
 * call; ~0.6 us a firing), "single-stepped" (any other: ~9 us a firing in
 * a virtual machine) and "uretprobe" (a return probe at its function's
 * entry site, which replaces the return address: the entry site's cost
 * and ~0.5 us).  The line names the instruction and its offset.  -l has
 * no clauses, so a moved entry or a uretprobe is what the probe gets when
 * its clauses allow it (dt_pid_enable.c's dt_pid_placement()): the line
 * says what else it gets.  The instruction is read again through the
 * probe's map_files path: a process gone since shows "no instruction".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_pid_kind.h"

static const char *
dt_pid_kind_of(dt_pid_sites_t *sp, const dt_pid_probe_t *pp, int64_t rel)
{
	return dt_pid_sites_emulated(sp, pp->pp_path, pp->pp_off + rel) ?
	    "emulated" : "single-stepped";
}

/*
 * The text of the instruction at rel from the probe's file offset; a
 * relative branch by its mnemonic alone and a rip-relative operand without
 * its address (they were decoded at 0).
 */
static const char *
dt_pid_kind_insn(dt_pid_sites_t *sp, const dt_pid_probe_t *pp, int64_t rel,
    char *buf, size_t sz)
{
	char *p;

	dt_pid_sites_text(sp, pp->pp_path, pp->pp_off + rel, buf, sz);
	if ((buf[0] == 'j' || strncmp(buf, "call", 4) == 0) &&
	    (p = strstr(buf, " 0x")) != NULL)
		*p = '\0';
	if ((p = strstr(buf, " #")) != NULL)
		*p = '\0';
	return buf;
}

/* A return probe at its return sites: how many the kernel emulates. */
static void
dt_pid_kind_rets(dt_pid_sites_t *sp, const dt_pid_probe_t *pp,
    const char *why, char *buf, size_t sz)
{
	uint32_t i, em = 0;
	char mix[32] = "";

	for (i = 0; i < pp->pp_nrets; i++)
		em += dt_pid_sites_emulated(sp, pp->pp_path,
		    pp->pp_off + pp->pp_rets[i]);
	if (em > 0 && em < pp->pp_nrets)
		snprintf(mix, sizeof(mix), ", %u emulated", em);
	snprintf(buf, sz, "Site kind: %s (%u return site%s%s; %s)",
	    em == pp->pp_nrets ? "emulated" : em == 0 ? "single-stepped" :
	    "single-stepped and emulated", pp->pp_nrets,
	    pp->pp_nrets == 1 ? "" : "s", mix, why);
}

void
dt_pid_kind(dt_pid_sites_t *sp, const dt_pid_probe_t *pp, int nomove,
    char *buf, size_t sz)
{
	char insn[160], why[200];

	if (pp->pp_kind == DT_PID_RETURN && (pp->pp_move < 0 || nomove)) {
		snprintf(why, sizeof(why), "%s%s", pp->pp_move < 0 ?
		    "no uretprobe: " : "DTRACE_PID_NOMOVE", pp->pp_move < 0 &&
		    pp->pp_nomove != NULL ? pp->pp_nomove : "");
		dt_pid_kind_rets(sp, pp, why, buf, sz);
	} else if (pp->pp_kind == DT_PID_RETURN)
		snprintf(buf, sz, "Site kind: uretprobe (+0x%x: %s, %s; at its "
		    "%u return site%s if its clauses read arg0, uregs[] or the "
		    "user stack)", pp->pp_move, dt_pid_kind_insn(sp, pp,
		    pp->pp_move, insn, sizeof(insn)), dt_pid_kind_of(sp, pp,
		    pp->pp_move), pp->pp_nrets, pp->pp_nrets == 1 ? "" : "s");
	else if (pp->pp_kind == DT_PID_ENTRY && pp->pp_move > 0 && !nomove)
		snprintf(buf, sz, "Site kind: %s (+0x%x: %s, moved past "
		    "single-stepped instructions; its first instruction if its "
		    "clauses read %s)", dt_pid_kind_of(sp, pp, pp->pp_move),
		    pp->pp_move, dt_pid_kind_insn(sp, pp, pp->pp_move, insn,
		    sizeof(insn)), pp->pp_movesp ? "arg6-arg9, uregs[] or the "
		    "user stack" : "uregs[] or the user stack");
	else
		snprintf(buf, sz, "Site kind: %s (%s%s)", dt_pid_kind_of(sp, pp,
		    0), pp->pp_kind == DT_PID_ENTRY ? "its first instruction: " :
		    "", dt_pid_kind_insn(sp, pp, 0, insn, sizeof(insn)));
}
