/*
 * dt_elf.h: small ELF helpers shared by the parts of libdtrace that read
 * objects with libelf (stapsdt notes, user symbols, the dynamic linker).
 */
#ifndef _DT_ELF_H
#define _DT_ELF_H

#include <gelf.h>

/* The first section of type `type` (SHT_SYMTAB, SHT_DYNSYM ...) and its
   header in *shp, or NULL. */
extern Elf_Scn *dt_elf_scn(Elf *elf, GElf_Word type, GElf_Shdr *shp);

#endif /* _DT_ELF_H */
