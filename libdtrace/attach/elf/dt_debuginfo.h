/*
 * dt_debuginfo.h: the extra symbol sources of an ELF object: its separate
 * debug file and its MiniDebugInfo (dt_debuginfo.c).
 */
#ifndef _DT_DEBUGINFO_H
#define _DT_DEBUGINFO_H

#include "dt_elf.h"

/*
 * The separate debug file of the object dep, whose file is at path (its
 * directory is searched for a .gnu_debuglink; path may be NULL): opened,
 * or NULL if there is none (or it does not match).
 */
extern dt_elf_t *dt_debuginfo_file(const dt_elf_t *dep, const char *path);
/* The ELF image in the object's .gnu_debugdata (xz), opened; or NULL. */
extern dt_elf_t *dt_debuginfo_mini(const dt_elf_t *dep);

#endif /* _DT_DEBUGINFO_H */
