/*
 * dt_cg.h: the code generator: cooked clauses to BPF instructions.
 *
 * dt_cg_clause() compiles one clause (predicate and actions) into the
 * statement's instruction list and fills in the layout of the records the
 * clause produces.  The code assumes the frame of dt_dctx.h: r9 holds the
 * scratch memory base, fp-8 the probe context; the predicate's false branch
 * and the end of the clause fall through to whatever dt_link.c puts after it.
 *
 * The generator is split by concern; all parts share the dt_cg_t state and
 * the emitters declared below:
 *
 *	dt_cg.c		registers, stack slots, expressions, statements, clauses
 *	dt_cg_bvar.c	built-in variables (pid, execname, probename ...)
 *	dt_cg_var.c	user variables: globals, this->, self->, a[keys]
 *	dt_cg_ptr.c	. -> * & [ ] on memory, pointer arithmetic, stringof
 *	dt_cg_subr.c	subroutines that return a value (copyinstr ...)
 *	dt_cg_strtmp.c	string temporaries, for every part that makes strings
 *	dt_cg_str.c	strings: comparison, string subroutines
 *	dt_cg_strloop.c	the loops of string subroutines (bpf_loop callbacks)
 *	dt_cg_mem.c	alloca() memory: alloca, copyin, copyinto, bcopy and
 *			the checks of accesses through alloca pointers
 *	dt_cg_net.c	byte order (htonl ...) and inet_ntoa, inet_ntoa6,
 *			inet_ntop
 *	dt_cg_proc.c	progenyof(), d_execargs()
 *	dt_cg_lock.c	mutex_owned() ... rw_iswriter(): kernel locks
 *	dt_cg_act.c	actions and the records they send (trace, printf ...)
 *	dt_cg_agg.c	aggregations (@a[keys] = count() ...) and the actions
 *			on them (printa, clear, trunc, normalize ...)
 *	dt_cg_spec.c	speculative tracing (speculate, commit, discard)
 *
 * Conventions every part keeps.  dt_cg_expr() returns the node's value in a
 * newly allocated register among r6-r8 (callee-saved, so values survive
 * helper calls, which clobber r0-r5); the caller frees it.  Any code may use
 * r0-r5 between helper calls.  Integers are kept sign- or zero-extended to
 * 64 bits from their D type's size.  A string value is the kernel address
 * of NUL-terminated bytes (the string table map, a string temporary of
 * scratch memory, or variable storage): code that reads the bytes copies
 * them with bpf_probe_read_kernel_str() (or reads a string temporary
 * directly, with verifier-checked bounds).  A string temporary holds its
 * value until the end of the statement (action) that computed it: the
 * temporaries are reused by the next statement, so a string that must
 * outlive its statement (a variable) is copied.
 */
#ifndef _DT_CG_H
#define _DT_CG_H

#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_irlist.h"
#include "dt_insn.h"

extern void dt_cg_clause(dtrace_hdl_t *dtp, dt_stmt_t *stp);
/* Standard prologue (scratch memory lookup) and epilogue (return 0). */
extern void dt_cg_prologue(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl,
    int irq);
extern void dt_cg_epilogue(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl);
/* Jump to skiplbl unless the activity state is `state`. */
extern void dt_cg_activity_check(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    uint32_t skiplbl, int state);

/* The global variable map's fixed part and the activity states: dt_dctx.h. */

/* ---- the generator's state, shared by dt_cg*.c ---- */

#define DT_CG_REGS	0x1c0		/* r6, r7, r8 */

typedef struct dt_cg {
	/* the expression walker (dt_cg.c) that dt_cg_expr() calls */
	int (*cg_node)(struct dt_cg *cg, dt_node_t *dnp);
	dtrace_hdl_t *dtp;
	dt_stmt_t *stp;
	dt_irlist_t *dlp;
	uint32_t freeregs;	/* bitmask of free registers among r6-r8 */
	int stack;		/* next free spill slot (fp offset) */
	int minstack;
	uint64_t strtmps;	/* string temporaries in use (bit n: #n) */
	uint32_t faultlbl, endlbl;
	int has_exit;
	int actno;		/* action being compiled: 0 = the predicate */
	int nfaults;		/* jumps to the fault path */
	int ifdepth;		/* if/else bodies we are in */
	uint32_t guardoff;	/* the record's guard bytes (dt_cg_clause) */
	uint32_t nguards;	/*   and how many are taken */
	int scratch;		/* the clause uses alloca() memory */
	uint32_t clsflags;	/* actions seen so far (dt_cg_spec.c) */
	int speculates;		/* the clause calls speculate() */
} dt_cg_t;

/* Emitting (dt_cg_core.c). */
extern void dt_cg_emit(dt_cg_t *cg, struct bpf_insn insn);
extern void dt_cg_call(dt_cg_t *cg, int helper);
/* dst = r9 + (base of region) + off */
extern void dt_cg_memptr(dt_cg_t *cg, int dst, dt_memregion_t region, int32_t off);
/* Raise fault `code` with the value in register reg (0 if reg < 0). */
extern void dt_cg_fault(dt_cg_t *cg, int code, int reg);

/* Registers r6-r8 and 8-byte spill slots on the stack. */
extern int dt_cg_nfree(dt_cg_t *cg);
extern int dt_cg_reg_alloc(dt_cg_t *cg, const dt_node_t *dnp);
extern void dt_cg_reg_free(dt_cg_t *cg, int r);
extern int dt_cg_slot_alloc(dt_cg_t *cg, const dt_node_t *dnp);	/* fp offset */
extern void dt_cg_slot_free(dt_cg_t *cg);

/* Values. */
extern size_t dt_cg_size(dt_cg_t *cg, const dt_node_t *dnp);
extern int dt_cg_is_string(dt_cg_t *cg, const dt_node_t *dnp);
/* Sign- or zero-extend reg from the size of dnp's type to 64 bits. */
extern void dt_cg_normalize(dt_cg_t *cg, int reg, const dt_node_t *dnp);
extern void dt_cg_setx(dt_cg_t *cg, int reg, uint64_t v);
/* reg = address of string constant s (in the string table map). */
extern void dt_cg_string_const(dt_cg_t *cg, int reg, const char *s);
/* A string temporary of scratch memory (strsize + 1 bytes, rounded to 8):
   its index, and its offset in the DT_MR_STRTMP region (dt_cg_strtmp.c).
   Temporaries are released at the end of each statement, or earlier with
   dt_cg_strtmp_free() by code that knows the value is dead. */
#define DT_STRTMP_MAX	64	/* string temporaries one statement may use */
extern uint32_t dt_cg_strtmp(dt_cg_t *cg);
extern int32_t dt_cg_strtmp_off(dt_cg_t *cg, uint32_t n);
extern void dt_cg_strtmp_free(dt_cg_t *cg, uint32_t n);
extern void dt_cg_strtmp_reset(dt_cg_t *cg);
/* reg = address of the global variable map's value. */
extern void dt_cg_gvar_ptr(dt_cg_t *cg, int reg);

/* BPF_ADD ... for an arithmetic, assignment or ++/-- operator, or -1. */
extern int dt_cg_alu_op(dt_op_t op);
/* dst = dst OP src for dnp's type (signedness, size); faults on / by 0. */
extern void dt_cg_arith(dt_cg_t *cg, const dt_node_t *dnp, dt_op_t op, int dst,
    int src);
/* Bytes of what a pointer-typed node points to (1 for void *). */
extern size_t dt_cg_pointee_size(dt_cg_t *cg, const dt_node_t *dnp);

/* Expressions (dt_cg_core.c, which hands dnp to dt_cg.c's walker): the
   value of dnp in a new register. */
extern int dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp);
/* Evaluate l and r into *lp and *rp, spilling l if registers are short. */
extern void dt_cg_operands(dt_cg_t *cg, dt_node_t *l, dt_node_t *r, int *lp, int *rp);

/* The parts. */
extern void dt_cg_builtin(dt_cg_t *cg, const dt_node_t *dnp, int reg);	/* dt_cg_bvar.c */
/* A user variable's value (scalar) or address (by reference) (dt_cg_var.c). */
extern int dt_cg_var_load(dt_cg_t *cg, dt_node_t *dnp);
/* Assignment operators and ++/-- on a user variable (dt_cg_var.c). */
extern int dt_cg_var_assign(dt_cg_t *cg, dt_node_t *dnp);
/* The address of a user variable's storage (create: a missing dynamic
   variable is created, for a store) (dt_cg_var.c). */
extern int dt_cg_var_addr(dt_cg_t *cg, dt_node_t *dnp, int create);
/* Copy the by-reference value at src into lhs's storage at dst. */
extern void dt_cg_copy_ref(dt_cg_t *cg, const dt_node_t *lhs, int dst, int src);
/* op= and ++/-- on lhs: old becomes the new value, v the expression's. */
extern void dt_cg_update(dt_cg_t *cg, dt_node_t *dnp, const dt_node_t *lhs,
    int old, int v);
/* Operators on memory (dt_cg_ptr.c): loads of . -> * [ ] lvalues, &x,
   stores into members and elements of variables, pointer arithmetic,
   stringof. */
extern int dt_cg_ptr_load(dt_cg_t *cg, dt_node_t *dnp);
extern int dt_cg_ptr_addrof(dt_cg_t *cg, dt_node_t *dnp);
extern int dt_cg_ptr_assign(dt_cg_t *cg, dt_node_t *dnp);
extern int dt_cg_ptrarith(dt_cg_t *cg, dt_node_t *dnp);
extern int dt_cg_stringof(dt_cg_t *cg, dt_node_t *dnp);
/* Copy size bytes from the address in src to where r1 points (probe_read
   kernel or, for a userland node, user); an invalid address fault if the
   copy fails. */
extern void dt_cg_read_mem(dt_cg_t *cg, const dt_node_t *dnp, int src,
    uint32_t size);
extern int dt_cg_subr(dt_cg_t *cg, dt_node_t *fn);			/* dt_cg_subr.c */
/* String comparison: a register < 0, 0 or > 0 as l sorts before, equal to or
   after r (strcmp() of the bytes as unsigned; 0 reads as "") (dt_cg_str.c). */
extern int dt_cg_strcmp(dt_cg_t *cg, dt_node_t *l, dt_node_t *r);
extern int dt_cg_strarith(dt_cg_t *cg, dt_node_t *dnp);
/* strlen(), strjoin(), substr() ... cleanpath() (dt_cg_str.c). */
extern int dt_cg_str_subr(dt_cg_t *cg, dt_node_t *fn);

/*
 * String loops (dt_cg_strloop.c): bpf_loop() callbacks that string code
 * runs over the bytes of string temporaries.  A callback gets the context
 * (DT_SL_NWORDS u64 words on the caller's stack): the scratch memory base,
 * two string pointers and three parameters.  It stops the loop (returns 1)
 * at the byte it looks for, so bpf_loop()'s count tells where that is;
 * state that changes from one byte to the next is kept in scratch memory
 * (struct dt_strwork), never on the stack, so the verifier sees the same
 * state at every iteration and verifies a callback once per call site.
 */
typedef enum dt_strloop {
	DT_SL_CMP = 0,	/* stop where A[i] != B[i] or A[i] == 0 */
	DT_SL_CHR,	/* stop where A[i] == P1 or A[i] == 0 */
	DT_SL_RCHR,	/* i = P2 - index down to 0: stop where A[i] == P1 */
	DT_SL_SCAN,	/* i = P1 - index down to -1: stop where (A[i] == P3)
			   == P2, or at i == -1 */
	DT_SL_MATCH,	/* stop where B[i] == 0 or A[P1 + i] != B[i] */
	DT_SL_SEARCH,	/* i = P1 + index * P2: stop where B matches at A[i]
			   (an inner DT_SL_MATCH loop); w[0] = i */
	DT_SL_CASE,	/* A[i] += P3 where P1 <= A[i] <= P2; stop at 0 */
	DT_SL_TOKSET,	/* add A[i] to the delimiter set; stop at 0 */
	DT_SL_TOKSCAN,	/* i = P1 + index: stop where A[i] == 0 or
			   (A[i] in the delimiter set) == P2 */
	DT_SL_DIGITS,	/* lltostr(): digits of w[0] in base P1 down from
			   digits[w[1]]; stop when w[0] == 0 */
	DT_SL_SPACE,	/* stop where A[i] is neither ' ' nor '\t' */
	DT_SL_ATOI,	/* i = P1 + index: w[0] = w[0] * P2 + digit(A[i]);
			   stop at the first non-digit */
	DT_SL_CLEAN,	/* cleanpath() of A into B, one byte per iteration;
			   j in w[0], state in w[1] */
	DT_SL_NLOOPS
} dt_strloop_t;

#define DT_SL_MEM	0	/* context words (byte offsets) */
#define DT_SL_A		8
#define DT_SL_B		16
#define DT_SL_P1	24
#define DT_SL_P2	32
#define DT_SL_P3	40
#define DT_SL_NWORDS	6

/* r0 = bpf_loop(r1, callback id, fp + ctx, 0): r1 must be set. */
extern void dt_cg_strloop_call(dt_irlist_t *dlp, dt_strloop_t id, int ctx);
/* Append the callbacks that a linked program calls, after its epilogue. */
extern void dt_cg_strloop_link(dtrace_hdl_t *dtp, dt_irlist_t *dlp);
extern void dt_cg_action(dt_cg_t *cg, dt_node_t *fn);			/* dt_cg_act.c */
/* Store dnp's value as the clause's next record (dt_cg_act.c). */
extern void dt_cg_store_rec(dt_cg_t *cg, dt_node_t *dnp, dt_func_t act);
extern void dt_cg_aggregation(dt_cg_t *cg, dt_node_t *asgn);		/* dt_cg_agg.c */
/* printa(), clear(), trunc(), normalize(), denormalize() (dt_cg_agg.c). */
extern void dt_cg_aggact(dt_cg_t *cg, dt_node_t *fn);
/* speculate(), commit(), discard() (dt_cg_spec.c). */
extern void dt_cg_spec(dt_cg_t *cg, dt_node_t *fn);
/*
 * alloca() memory (dt_cg_mem.c).  Bytes of its scratch-memory region; the
 * clause's reset of it, put first in a clause that uses it; alloca, copyin,
 * copyinto, bcopy; and the check of an access of `size` bytes (or of
 * sizereg's bytes if sizereg >= 0) at the alloca pointer in reg, which
 * faults unless they lie in memory allocated in this clause and, with
 * convert, turns reg into a pointer the verifier lets code load and store
 * through.  reg is r3-r8; r0-r2 are used.
 */
extern uint32_t dt_cg_mem_size(dtrace_hdl_t *dtp);
extern void dt_cg_mem_clause(dt_cg_t *cg);
extern int dt_cg_mem_subr(dt_cg_t *cg, dt_node_t *fn);
extern void dt_cg_alloca_check(dt_cg_t *cg, int reg, int sizereg, uint32_t size,
    int convert);
/* htons ... ntohll, inet_ntoa, inet_ntoa6, inet_ntop (dt_cg_net.c). */
extern int dt_cg_net_subr(dt_cg_t *cg, dt_node_t *fn);
/* d_path() (dt_cg_path.c). */
extern int dt_cg_d_path(dt_cg_t *cg, dt_node_t *dnp);
/* progenyof() (dt_cg_proc.c). */
extern int dt_cg_progenyof(dt_cg_t *cg, dt_node_t *fn);
extern int dt_cg_execargs(dt_cg_t *cg, dt_node_t *fn);
/* mutex_owned() ... rw_iswriter(): kernel locks (dt_cg_lock.c). */
extern int dt_cg_lock_subr(dt_cg_t *cg, dt_node_t *fn);
/* speculation() (dt_cg_spec.c). */
extern int dt_cg_speculation(dt_cg_t *cg, dt_node_t *dnp);
/* Check a statement against DTrace's rules on speculative clauses. */
extern void dt_cg_spec_stmt(dt_cg_t *cg, const dt_node_t *stmt);
/* Before the statements: set up the header of a speculating clause. */
extern void dt_cg_spec_begin(dt_cg_t *cg);
/* Sending the record (r1 = record): its spec field; to skiplbl if
   speculate() dropped it. */
extern void dt_cg_spec_submit(dt_cg_t *cg, int fault);
/* Fill the record of stack(), usym() ... at region + off (dt_cg_act.c). */
extern void dt_cg_symval(dt_cg_t *cg, dt_node_t *fn, dt_memregion_t region,
    int32_t off);
/* caller, ucaller: the second frame of the (user) stack (dt_cg_act.c). */
extern void dt_cg_caller(dt_cg_t *cg, const dt_node_t *dnp, int user, int reg);
/* fp + slot = size bytes at r(src) + off, a kernel address, zeroed if the
   read fails; r0-r5 clobbered (dt_cg_bvar.c). */
extern void dt_cg_kread(dt_cg_t *cg, int slot, int src, int32_t off, int size);
/* reg = cwd (root 0) or rootdir (root 1) (dt_cg_path.c). */
extern void dt_cg_path(dt_cg_t *cg, const dt_node_t *dnp, int root, int reg);
/* reg = stackdepth (user 0) or ustackdepth (user 1) (dt_cg_act.c). */
extern void dt_cg_stackdepth(dt_cg_t *cg, int user, int reg);
/* uregs[index] into reg (dt_cg_uregs.c). */
extern void dt_cg_uregs(dt_cg_t *cg, const dt_node_t *dnp, int reg);
/*
 * The thread-exit program that frees the exiting thread's thread-local
 * variables (dt_cg_tls.c): the number of them (0: the program is of no
 * use), or -1.
 */
extern int dt_cg_tls_exit(dtrace_hdl_t *dtp, struct bpf_insn **insnsp,
    uint32_t *np);

#endif /* _DT_CG_H */
