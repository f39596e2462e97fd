/*
 * dt_provdef.h: provider definitions of D programs (`provider shop { probe
 * order__start(int, char *); };`) and their stability attributes, as the
 * compiler records them for dtrace -h (dt_header.c) and -G (dt_genobj.c).
 */
#ifndef _DT_PROVDEF_H
#define _DT_PROVDEF_H

#include "dt_impl.h"

/*
 * The note dtrace -G writes for each probe a D program defines (dt_genobj.c)
 * and the stapsdt provider reads (dt_stapsdt_types.c): in the non-allocated
 * section .note.dtrace (kept by the linker in the program or library, next
 * to <sys/sdt.h>'s .note.stapsdt), owner "dtrace", type 1.  Its descriptor
 * is a sequence of NUL-terminated strings:
 *
 *	provider		"shop"
 *	probe			"order__start" (as defined, with "__")
 *	attributes		five "Name/Data/Class" (or "-": not given), for
 *				provider, module, function, name, args,
 *				separated by spaces
 *	nargc			decimal, then nargc native type names
 *	xargc			decimal, then xargc "i:type": translated
 *				argument and the native argument i it comes from
 */
#define DT_PDNOTE_SCN	".note.dtrace"
#define DT_PDNOTE_OWNER	"dtrace"
#define DT_PDNOTE_TYPE	1

/* The parts of a provider a #pragma D attributes may name, in order. */
typedef enum dt_pdpart {
	DT_PD_PROVIDER, DT_PD_MODULE, DT_PD_FUNCTION, DT_PD_NAME, DT_PD_ARGS,
	DT_PD_NPARTS
} dt_pdpart_t;

typedef struct dt_pdprobe {
	char *pp_name;		/* as written: "order__start" */
	int pp_nargc;		/* native (input) arguments */
	char **pp_nargv;	/* their type names ("char *") */
	int pp_xargc;		/* translated (output) arguments: pp_nargc and
				   the same types if the probe has no ": (...)" */
	char **pp_xargv;
	int *pp_map;		/* output argument i is input argument pp_map[i] */
	struct dt_pdprobe *pp_next;
} dt_pdprobe_t;

typedef struct dt_provdef {
	char *pd_name;
	int pd_defined;		/* a definition was seen, not only a #pragma */
	int pd_attrset[DT_PD_NPARTS];	/* part given by a #pragma */
	dtrace_attribute_t pd_attr[DT_PD_NPARTS];
	dt_pdprobe_t *pd_probes, *pd_ptail;
	struct dt_provdef *pd_next;
} dt_provdef_t;

/* A DT_NODE_PROVIDER of the program being compiled (errors: dnerror). */
extern void dt_provdef_declare(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* #pragma D attributes A provider P part: part's index, or -1 if no part
   has that name; records A for P's part. */
extern int dt_provdef_attr(dtrace_hdl_t *dtp, const char *prov,
    const char *part, const dtrace_attribute_t *attr);
/* DTrace's "Name/Data/Class" (parts may be left out): 0, or -1. */
extern int dt_attr_parse(const char *str, dtrace_attribute_t *ap);
/* The definitions with at least one probe, in order; NULL if none. */
extern const dt_provdef_t *dt_provdef_first(dtrace_hdl_t *dtp);
extern const dt_provdef_t *dt_provdef_next(const dt_provdef_t *pdp);
/* "provider_name" with "__" made "_" and upper case: SHOP_ORDER_START. */
extern void dt_provdef_macro(const char *prov, const char *probe, char *buf,
    size_t len);
extern void dt_provdef_fini(dtrace_hdl_t *dtp);

#endif /* _DT_PROVDEF_H */
