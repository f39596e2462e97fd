/*
 * dt_insn_class.h: what an x86-64 instruction costs and shows under a
 * uprobe placed at or before it, for moving a pid probe's site
 * (dt_insn_class.c explains the rules).
 */
#ifndef _DT_INSN_CLASS_H
#define _DT_INSN_CLASS_H

#include <stddef.h>
#include <stdint.h>

/*
 * Does the kernel's uprobe code emulate (or, a 5-byte nop, optimize into a
 * call) the instruction of len bytes at b, n readable, rather than
 * single-step it out of line?  1 if so.
 */
extern int dt_insn_emulated(const uint8_t *b, size_t n, uint32_t len);

/*
 * Is the instruction invisible to a D clause at a function's entry: it
 * reads and writes no memory, cannot fault or trap, is no branch, and
 * writes no argument register (rdi rsi rdx rcx r8 r9), nor rsp or rbp
 * (flags and scratch registers only)?  1 if so.
 */
extern int dt_insn_invisible(const uint8_t *b, size_t n, uint32_t len);

/*
 * What makes an instruction invisible on a condition (dt_insn_class.c):
 * it moves %rsp down by ic_spdown bytes (sub $imm,%rsp), or it reads
 * ic_riplen bytes at ic_ripdisp from its end (a rip-relative operand),
 * which must be mapped readable in every process (a readable segment).
 */
typedef struct dt_insn_cond {
	int64_t ic_spdown;
	int64_t ic_ripdisp;
	uint32_t ic_riplen;
} dt_insn_cond_t;

/*
 * Is the instruction invisible (as dt_insn_invisible()), or invisible on
 * the conditions *cp says (all 0 if none)?  1 if so.
 */
extern int dt_insn_invisible_if(const uint8_t *b, size_t n, uint32_t len,
    dt_insn_cond_t *cp);

#endif /* _DT_INSN_CLASS_H */
