/*
 * dt_sysargs.c: the C types of a system call's arguments, for the syscall
 * provider's args[] and -lv ("const char *" for openat's filename).
 *
 * Two sources, both the kernel's own record of SYSCALL_DEFINEn(name, type,
 * arg, ...):
 *
 *   1. BTF.  SYSCALL_DEFINEn expands to __x64_sys_<name>(struct pt_regs *)
 *      (no help: one pointer to the saved registers), __se_sys_<name>(long
 *      ...) (every argument a long) and __do_sys_<name>(type arg, ...),
 *      the body, with the real types.  BTF describes the functions the
 *      compiler kept: __se_sys_ is always inlined, and so is __do_sys_
 *      where it is called once, which is most of the time (90 of the 360
 *      system calls of this kernel keep theirs).  Where vmlinux BTF has a
 *      FUNC __do_sys_<name>, its parameters give the types (BTF types
 *      printed as C: type tags such as __user are dropped); a
 *      SYSCALL_DEFINE0 body takes one unused struct pt_regs *: no
 *      arguments.
 *   2. The system call's trace event.  With CONFIG_FTRACE_SYSCALLS (this
 *      kernel, every distribution's), SYSCALL_DEFINEn also records each
 *      argument's type and name as text, which tracefs shows as the fields
 *      of events/syscalls/sys_enter_<name>/format (after __syscall_nr).
 *      Oracle Linux DTrace takes its syscall types from there too.  tracefs
 *      is read by dt_tracefs.c (the host's mount, else a child's private
 *      mount namespace): once per handle, all system calls at once,
 *      and only when a system call BTF does not describe is asked for.
 *
 * Where neither knows a system call (no BTF body and no trace event), the
 * caller gives it six long arguments.
 *
 * The types are text, as DTrace shows them; the compiler looks them up in D
 * and then in the kernel's types (dt_type_lookup), qualifiers ignored.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/btf.h>
#include "dt_btf.h"
#include "dt_tracefs.h"
#include "dt_sysargs.h"

#define DT_SYSARGS_EVENTS	"/events/syscalls"
#define DT_SYSARGS_ENTER	"sys_enter_"

typedef struct dt_sysargs_ent {
	char *sa_name;
	int sa_nargs;			/* -1: unknown */
	char *sa_types[DT_SYSARGS_MAX];
} dt_sysargs_ent_t;

struct dt_sysargs {
	dt_sysargs_ent_t *sas_ents;	/* what was asked, and its answer */
	int sas_n;
	char *sas_events;		/* "name\ttype\ttype\n" lines, or NULL */
	int sas_read;			/* sas_events was read (or tried) */
};

/* ---- BTF ---- */

/* C's usual spelling of the integer names GCC writes in DWARF (and BTF). */
static const char *
dt_sysargs_int_name(const char *name)
{
	static const char *const names[][2] = {
		{ "long int", "long" },
		{ "long unsigned int", "unsigned long" },
		{ "long long int", "long long" },
		{ "long long unsigned int", "unsigned long long" },
		{ "short int", "short" },
		{ "short unsigned int", "unsigned short" },
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i][0]) == 0)
			return names[i][1];
	return name;
}

/* The base of a BTF type as C: "int", "umode_t", "struct stat", "void". */
static void
dt_sysargs_btf_base(const struct btf *btf, const struct btf_type *t,
    char *buf, size_t len)
{
	const char *name = btf__name_by_offset(btf, t->name_off);
	const char *kw = btf_is_struct(t) ? "struct " : btf_is_union(t) ?
	    "union " : btf_is_any_enum(t) ? "enum " : "";

	if (btf_is_void(t) || name == NULL || name[0] == '\0' ||
	    !(btf_is_int(t) || btf_is_typedef(t) || btf_is_composite(t) ||
	    btf_is_any_enum(t) || btf_is_float(t) || btf_is_fwd(t)))
		snprintf(buf, len, "void");
	else
		snprintf(buf, len, "%s%s", btf_is_fwd(t) ? (btf_kflag(t) ?
		    "union " : "struct ") : kw, btf_is_int(t) ?
		    dt_sysargs_int_name(name) : name);
}

/*
 * BTF type id as C: pointers as '*', a const on the pointed-to base kept
 * ("const char *"), other qualifiers and type tags dropped.  A function
 * pointer or an array is "void *".
 */
static void
dt_sysargs_btf_type(const struct btf *btf, uint32_t id, char *buf, size_t len)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	int nptr = 0, isconst = 0;
	char base[128];

	while (t != NULL && (btf_is_ptr(t) || btf_is_mod(t) ||
	    btf_is_type_tag(t))) {
		if (btf_is_ptr(t)) {
			nptr++;
			isconst = 0;
		} else if (btf_is_const(t)) {
			isconst = 1;
		}
		t = btf__type_by_id(btf, t->type);
	}
	if (t == NULL || btf_is_func_proto(t) || btf_is_array(t)) {
		snprintf(buf, len, "void *");
		return;
	}
	dt_sysargs_btf_base(btf, t, base, sizeof(base));
	snprintf(buf, len, "%s%s%s%.*s", isconst ? "const " : "", base,
	    nptr > 0 ? " " : "", nptr, "**********");
}

/* From BTF's __do_sys_<name>: 0, or -1 if BTF has none. */
static int
dt_sysargs_btf(dt_sysargs_ent_t *ep)
{
	const struct btf *btf = dt_btf_vmlinux();
	const struct btf_type *fn, *proto;
	const struct btf_param *pp;
	char fname[128], type[192];
	int id, i, n;

	snprintf(fname, sizeof(fname), "__do_sys_%s", ep->sa_name);
	if (btf == NULL ||
	    (id = btf__find_by_name_kind(btf, fname, BTF_KIND_FUNC)) <= 0 ||
	    (fn = btf__type_by_id(btf, id)) == NULL ||
	    (proto = btf__type_by_id(btf, fn->type)) == NULL ||
	    !btf_is_func_proto(proto))
		return -1;
	pp = btf_params(proto);
	n = btf_vlen(proto);
	if (n == 1 && strcmp(btf__name_by_offset(btf, pp[0].name_off),
	    "__unused") == 0)
		n = 0;		/* SYSCALL_DEFINE0: (struct pt_regs *__unused) */
	if (n > DT_SYSARGS_MAX)
		return -1;
	for (i = 0; i < n; i++) {
		dt_sysargs_btf_type(btf, pp[i].type, type, sizeof(type));
		if ((ep->sa_types[i] = strdup(type)) == NULL)
			return -1;
	}
	ep->sa_nargs = n;
	return 0;
}

/* ---- trace events ---- */

/*
 * The argument types in one format file, as "\ttype" each: the text of the
 * fields after __syscall_nr ("\tfield:const char * filename;\toffset:...")
 * without the last word (the argument's name).
 */
static void
dt_sysargs_format(FILE *out, FILE *in)
{
	char line[512], *p, *e;
	int args = 0;

	while (fgets(line, sizeof(line), in) != NULL) {
		if ((p = strstr(line, "field:")) == NULL ||
		    (e = strchr(p, ';')) == NULL)
			continue;
		p += sizeof("field:") - 1;
		*e = '\0';
		if (!args) {
			args = strstr(p, "__syscall_nr") != NULL;
			continue;
		}
		if ((e = strrchr(p, ' ')) == NULL)
			continue;
		while (e > p && e[-1] == ' ')
			e--;
		fprintf(out, "\t%.*s", (int)(e - p), p);
	}
}

/* dt_tracefs_list_f: "name\ttype...\n" for every system call's event. */
static int
dt_sysargs_list(FILE *out, const char *root)
{
	char path[512];
	struct dirent *de;
	FILE *in;
	DIR *d;

	snprintf(path, sizeof(path), "%s" DT_SYSARGS_EVENTS, root);
	if ((d = opendir(path)) == NULL)
		return -1;
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, DT_SYSARGS_ENTER,
		    sizeof(DT_SYSARGS_ENTER) - 1) != 0)
			continue;
		snprintf(path, sizeof(path), "%s" DT_SYSARGS_EVENTS "/%s/format",
		    root, de->d_name);
		if ((in = fopen(path, "r")) == NULL)
			continue;
		fprintf(out, "%s", de->d_name + sizeof(DT_SYSARGS_ENTER) - 1);
		dt_sysargs_format(out, in);
		fprintf(out, "\n");
		fclose(in);
	}
	closedir(d);
	return 0;
}

/* "struct robust_list_head * *" as "struct robust_list_head **". */
static char *
dt_sysargs_tidy(const char *s, size_t n)
{
	char *t = malloc(n + 1), *o = t;
	size_t i;

	if (t == NULL)
		return NULL;
	for (i = 0; i < n; i++)
		if (!(s[i] == ' ' && i + 1 < n && s[i + 1] == '*' && i > 0 &&
		    s[i - 1] == '*'))
			*o++ = s[i];
	*o = '\0';
	return t;
}

/* From the trace event's format: 0, or -1 if there is none. */
static int
dt_sysargs_event(dt_sysargs_t *sap, dt_sysargs_ent_t *ep)
{
	size_t nlen = strlen(ep->sa_name);
	const char *p, *e;
	int n = 0;

	if (!sap->sas_read) {
		sap->sas_read = 1;
		sap->sas_events = dt_tracefs_text(dt_sysargs_list);
	}
	for (p = sap->sas_events; p != NULL && *p != '\0'; p = e + (*e != '\0')) {
		e = strchrnul(p, '\n');
		if (strncmp(p, ep->sa_name, nlen) == 0 &&
		    (p[nlen] == '\t' || p[nlen] == '\n' || p[nlen] == '\0'))
			break;
	}
	if (p == NULL || *p == '\0')
		return -1;
	for (p += nlen; *p == '\t' && n < DT_SYSARGS_MAX; p = e) {
		p++;
		e = p + strcspn(p, "\t\n");
		if ((ep->sa_types[n++] = dt_sysargs_tidy(p, e - p)) == NULL)
			return -1;
	}
	ep->sa_nargs = n;
	return 0;
}

/* ---- the table ---- */

dt_sysargs_t *
dt_sysargs_create(void)
{
	return calloc(1, sizeof(dt_sysargs_t));
}

static void
dt_sysargs_ent_clear(dt_sysargs_ent_t *ep)
{
	int i;

	for (i = 0; i < DT_SYSARGS_MAX; i++) {
		free(ep->sa_types[i]);
		ep->sa_types[i] = NULL;
	}
	ep->sa_nargs = -1;
}

int
dt_sysargs_lookup(dt_sysargs_t *sap, const char *name,
    char *const **typesp)
{
	dt_sysargs_ent_t *ep;
	int i;

	for (i = 0; i < sap->sas_n; i++)
		if (strcmp(sap->sas_ents[i].sa_name, name) == 0)
			break;
	if (i == sap->sas_n) {
		ep = realloc(sap->sas_ents, (i + 1) * sizeof(*ep));
		if (ep == NULL)
			return -1;
		sap->sas_ents = ep;
		ep = &ep[i];
		memset(ep, 0, sizeof(*ep));
		ep->sa_nargs = -1;
		if ((ep->sa_name = strdup(name)) == NULL)
			return -1;
		sap->sas_n++;
		if (dt_sysargs_btf(ep) != 0) {
			dt_sysargs_ent_clear(ep);
			if (dt_sysargs_event(sap, ep) != 0)
				dt_sysargs_ent_clear(ep);
		}
	}
	ep = &sap->sas_ents[i];
	*typesp = ep->sa_types;
	return ep->sa_nargs;
}

void
dt_sysargs_free(dt_sysargs_t *sap)
{
	int i;

	if (sap == NULL)
		return;
	for (i = 0; i < sap->sas_n; i++) {
		dt_sysargs_ent_clear(&sap->sas_ents[i]);
		free(sap->sas_ents[i].sa_name);
	}
	free(sap->sas_ents);
	free(sap->sas_events);
	free(sap);
}
