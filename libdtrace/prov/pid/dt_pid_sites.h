/*
 * dt_pid_sites.h: where the pid provider's probes may put their uprobes
 * (dt_pid_sites.c): a function's code decoded with its cold parts, and
 * why a site is refused.
 */
#ifndef _DT_PID_SITES_H
#define _DT_PID_SITES_H

#include <stdint.h>
#include "dt_impl.h"
#include "dt_object.h"
#include "dt_disasm.h"

typedef struct dt_pid_sites dt_pid_sites_t;

extern dt_pid_sites_t *dt_pid_sites_create(void);
extern void dt_pid_sites_destroy(dt_pid_sites_t *sp);

/*
 * Is name that of a part gcc split off a function ("work.cold",
 * "work.cold.1", "_Z4workv.cold")?  The length of the function's own
 * name (before ".cold"), else 0.
 */
extern size_t dt_pid_sites_cold(const char *name);

/*
 * The function of obp (read through mf) whose len bytes are at file
 * offset off (len 0: not known, up to the next symbol), decoded from its
 * entry with its cold parts (foo.cold, if foo is osp and its code
 * branches there); NULL (errno) if it cannot be read.  With list, its
 * instructions are listed (df_insns).  The last one decoded is kept, so
 * asking again for it costs nothing; it is valid until the next call.
 */
extern const dt_disasm_fn_t *dt_pid_sites_func(dt_pid_sites_t *sp,
    const dt_object_t *obp, const char *mf, const dt_objsym_t *osp,
    uint64_t off, uint64_t len, int list);

/*
 * May a uprobe go at file offset off, rel bytes from the entry of the
 * function dfn (decoded by dt_pid_sites_func(); NULL: only the instruction
 * there is looked at), which is osp?  0 if it may; else 1, and *whyp a new
 * string (free it; NULL if out of memory) that follows "its instruction":
 * "(lock decl (%rdi)) is refused by the kernel's uprobes (a lock prefix)".
 * Another function that covers off must decode an instruction starting
 * there too (or none at all).
 */
extern int dt_pid_sites_why(dt_pid_sites_t *sp, const dt_object_t *obp,
    const char *mf, const dt_objsym_t *osp, const dt_disasm_fn_t *dfn,
    uint64_t off, int64_t rel, char **whyp);

/*
 * Does the kernel emulate the instruction at file offset off of mf
 * (dt_insn_class.h), rather than single-step it?  1 if so.
 */
extern int dt_pid_sites_emulated(dt_pid_sites_t *sp, const char *mf,
    uint64_t off);

/* The text of the instruction at file offset off of mf, in buf. */
extern const char *dt_pid_sites_text(dt_pid_sites_t *sp, const char *mf,
    uint64_t off, char *buf, size_t sz);

#endif /* _DT_PID_SITES_H */
