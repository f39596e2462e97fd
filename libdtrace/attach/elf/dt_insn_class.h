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

#endif /* _DT_INSN_CLASS_H */
