/*
 * dt_elf.c: small ELF helpers shared by the parts of libdtrace that read
 * objects with libelf: dt_sdt_notes.c (stapsdt notes and the symbols of
 * their sites), dt_sym.c (user stack symbols) and dt_rtld.c (the dynamic
 * linker's _dl_debug_state).
 */
#include <stddef.h>
#include "dt_elf.h"

Elf_Scn *
dt_elf_scn(Elf *elf, GElf_Word type, GElf_Shdr *shp)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, shp) != NULL && shp->sh_type == type)
			return scn;
	}
	return NULL;
}
