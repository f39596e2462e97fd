/*
 * dt_insn_safe.h: may a uprobe go at an x86-64 instruction?  What the
 * kernel's uprobes would do with it, decided from its bytes
 * (dt_insn_safe.c explains the rules and where they come from).
 */
#ifndef _DT_INSN_SAFE_H
#define _DT_INSN_SAFE_H

#include <stddef.h>
#include <stdint.h>

typedef enum dt_insn_verdict {
	DT_INSN_SAFE = 0,	/* executed as the program would execute it */
	DT_INSN_REFUSED,	/* the kernel refuses a uprobe there */
	DT_INSN_UNSAFE,		/* the kernel takes it, but would run it wrongly
				   (or the probe would not fire once per run) */
	DT_INSN_UNDECODED	/* no whole instruction there */
} dt_insn_verdict_t;

/*
 * The verdict on the instruction of len bytes (its length as the
 * disassembler decoded it; 0 if it could not) at b, of which n bytes can
 * be read; *whyp (if whyp) says why, for a verdict other than
 * DT_INSN_SAFE: a predicate to follow "its first instruction (lock decl
 * (%rdi))", such as "is refused by the kernel's uprobes (a lock prefix)".
 */
extern dt_insn_verdict_t dt_insn_check(const uint8_t *b, size_t n,
    uint32_t len, const char **whyp);

/* "safe", "refused", "unsafe" or "undecoded". */
extern const char *dt_insn_verdict_name(dt_insn_verdict_t v);

#endif /* _DT_INSN_SAFE_H */
