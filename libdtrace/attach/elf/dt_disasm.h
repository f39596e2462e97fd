/*
 * dt_disasm.h: the instruction boundaries of x86-64 machine code, from a
 * library disassembler (dt_disasm.c explains how).
 */
#ifndef _DT_DISASM_H
#define _DT_DISASM_H

#include <stddef.h>
#include <stdint.h>

/* The offsets at which the instructions of code[0 .. len) start, in order,
   in a new array (free() it) of *np entries; NULL without memory. */
extern uint32_t *dt_disasm_insns(const uint8_t *code, size_t len,
    uint32_t *np);

/* The same for the len bytes at offset off of the file path; NULL if the
   file cannot be read (errno says why) or without memory. */
extern uint32_t *dt_disasm_file(const char *path, uint64_t off, size_t len,
    uint32_t *np);

/* A function's code decoded: where its instructions start, and where it
   returns (ret, and a direct jmp out of it: a tail call), offsets from its
   first byte, in order. */
typedef struct dt_disasm_fn {
	uint32_t *df_insns;
	uint32_t df_ninsns;
	uint32_t *df_rets;
	uint32_t df_nrets;
} dt_disasm_fn_t;

/* Decode len bytes of path at off into *dfp (free with
   dt_disasm_func_free()); -1 (errno) if unreadable or without memory. */
extern int dt_disasm_func(const char *path, uint64_t off, size_t len,
    dt_disasm_fn_t *dfp);
extern void dt_disasm_func_free(dt_disasm_fn_t *dfp);

/* Is off the start of one of the n instructions in insns? */
extern int dt_disasm_starts(const uint32_t *insns, uint32_t n, uint64_t off);

#endif /* _DT_DISASM_H */
