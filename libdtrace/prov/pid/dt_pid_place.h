/*
 * dt_pid_place.h: the cheapest site that is provably the same probe, for
 * a pid entry or return probe (dt_pid_place.c).
 */
#ifndef _DT_PID_PLACE_H
#define _DT_PID_PLACE_H

#include <stdint.h>
#include "dt_impl.h"
#include "dt_disasm.h"

/*
 * Are len bytes at rel from the entry of the function being placed mapped
 * readable in every process that maps its object (in a readable segment
 * of it)?  1 if so.
 */
typedef int dt_pid_place_rd_f(void *arg, int64_t rel, uint32_t len);

/*
 * The offset from the entry of the function dfn (decoded with its
 * instructions listed) where its entry probe may go instead of its first
 * instruction: the first instruction the kernel emulates, past
 * instructions a clause cannot tell ran (dt_insn_class.h); 0 if the first
 * instruction is emulated already, or if moving is not provably the same.
 * With sp, past sub $imm,%rsp too: *spdownp is then what they subtract
 * from %rsp (else 0); with rd, past reads of rip-relative memory that rd
 * says is readable.
 */
extern int64_t dt_pid_place_entry(const dt_disasm_fn_t *dfn, int sp,
    dt_pid_place_rd_f *rd, void *arg, int64_t *spdownp);

/*
 * May the return probe of dfn be a uretprobe at site (its entry probe's
 * site, dt_pid_place_entry())?  NULL if so; else why not, a phrase that
 * follows "no uretprobe: ".
 */
extern const char *dt_pid_place_uret(const dt_disasm_fn_t *dfn, int64_t site);

/*
 * Do these clauses observe where the probe fires: the user registers
 * (uregs[]), the user stack (ustack(), jstack(), ucaller, ustackdepth)?
 * Then the probe keeps its first instruction, or its return sites.
 */
extern int dt_pid_place_observed(dt_stmt_t *const *stmts, int n);

#endif /* _DT_PID_PLACE_H */
