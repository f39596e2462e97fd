/*
 * dt_prov_stapsdt.c: the stapsdt provider: SystemTap SDT probes (the ELF
 * notes <sys/sdt.h> puts into programs and libraries) as D probes.
 *
 * Naming.  A note (provider P, name N) at a site in object M, function F, of
 * process PID is the probe `stapsdtPID:M:F:N` and also `PPID:M:F:N` (DTrace's
 * USDT convention, so `python$target:::function-entry` works).  M is the
 * object's basename, F the symbol containing the site ("" if none), N has
 * "__" turned into "-".  All sites with the same four names are one probe.
 *
 * Discovery (provide).  A description whose provider field names a pid
 * (`stapsdt1234`, `python1234`: `$target` is already expanded) makes us scan
 * that process; a provider glob such as `stapsdt*` or `python*` scans every
 * process.  Scanning reads /proc/PID/maps and, for each executable
 * file-backed mapping, parses the object through /proc/PID/map_files/RANGE
 * (works for deleted files, memfds and other mount namespaces) with the
 * per-(device, inode) cache of dt_sdt_notes.c.  Each process is scanned once
 * per handle; a process that vanishes mid-scan is skipped silently.
 *
 * Firing.  Each probe's program is attached with one BPF uprobe_multi link
 * per object file: every site's file offset, the semaphore's file offset as
 * the reference counter (the kernel raises the semaphore while attached and
 * lowers it on detach, even if dtrace is killed: we never write the
 * target), the site's index as the cookie, and the probe's pid as the
 * filter.  The trampoline stores the probe id and decodes the arguments of
 * the site that fired (selected by cookie when the sites' argument specs
 * differ) into argv[] of scratch memory: registers from pt_regs, memory with
 * bpf_probe_read_user, RIP-relative operands from the site's runtime address
 * (bpf_get_func_ip) and TLS operands from the thread's fs base.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/sysmacros.h>
#include "dt_impl.h"
#include "dt_insn.h"
#include "dt_bpf.h"
#include "dt_provider.h"
#include "dt_sdt_notes.h"
#include "dt_btf.h"

typedef struct dt_sdt_usite {
	dt_sdt_file_t *us_file;
	int us_idx;			/* site index in us_file */
	char us_path[96];		/* /proc/PID/map_files/RANGE */
} dt_sdt_usite_t;

typedef struct dt_sdt_probe {
	pid_t sp_pid;
	dt_sdt_usite_t *sp_sites;
	int sp_nsites;
	dt_uprobe_link_t **sp_links;
	int sp_nlinks;
	char *sp_extra;			/* -lv detail */
	dt_argdesc_t *sp_argv;
} dt_sdt_probe_t;

/* Processes already scanned by this handle (a small growing set). */
typedef struct dt_sdt_state {
	pid_t *ss_pids;
	int ss_npids, ss_pidsz;
} dt_sdt_state_t;

static const dt_sdt_site_t *
dt_sdt_site(const dt_sdt_usite_t *usp)
{
	return &usp->us_file->df_sites[usp->us_idx];
}

/* ---- discovery ---- */

static dt_sdt_state_t *
dt_sdt_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "stapsdt");

	return pvp != NULL ? pvp->pv_data : NULL;
}

/* Remember pid as scanned; returns 1 if it already was. */
static int
dt_sdt_scanned(dt_sdt_state_t *ssp, pid_t pid)
{
	int i;

	for (i = 0; i < ssp->ss_npids; i++)
		if (ssp->ss_pids[i] == pid)
			return 1;
	if (ssp->ss_npids == ssp->ss_pidsz) {
		int sz = ssp->ss_pidsz ? ssp->ss_pidsz * 2 : 64;
		pid_t *p = realloc(ssp->ss_pids, sz * sizeof(pid_t));

		if (p == NULL)
			return 1;
		ssp->ss_pids = p;
		ssp->ss_pidsz = sz;
	}
	ssp->ss_pids[ssp->ss_npids++] = pid;
	return 0;
}

/* The module name of a mapping path: basename, without " (deleted)". */
static void
dt_sdt_modname(const char *path, char *buf, size_t len)
{
	const char *b = strrchr(path, '/');
	char *p;

	const char *src = b != NULL ? b + 1 : path;
	size_t n = strlen(src) < len - 1 ? strlen(src) : len - 1;

	memcpy(buf, src, n);
	buf[n] = '\0';
	if ((p = strstr(buf, " (deleted)")) != NULL)
		*p = '\0';
}

static dt_provider_t *
dt_sdt_provider(dtrace_hdl_t *dtp, const char *prefix, pid_t pid)
{
	char name[DTRACE_PROVNAMELEN];
	dt_provider_t *pvp;

	if (snprintf(name, sizeof(name), "%s%d", prefix, (int)pid) >= (int)sizeof(name))
		return NULL;
	if ((pvp = dt_provider_lookup(dtp, name)) != NULL)
		return pvp;
	return dt_provider_create(dtp, name, &dt_stapsdt, NULL);
}

static int
dt_sdt_add_site(dtrace_hdl_t *dtp, dt_probe_t *prp, pid_t pid,
    dt_sdt_file_t *dfp, int idx, const char *path)
{
	dt_sdt_probe_t *spp = prp->pr_data;
	dt_sdt_usite_t *sites;
	int i;

	for (i = 0; i < spp->sp_nsites; i++)
		if (spp->sp_sites[i].us_file == dfp && spp->sp_sites[i].us_idx == idx)
			return 0;
	sites = realloc(spp->sp_sites, (spp->sp_nsites + 1) * sizeof(*sites));
	if (sites == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	spp->sp_sites = sites;
	sites[spp->sp_nsites].us_file = dfp;
	sites[spp->sp_nsites].us_idx = idx;
	snprintf(sites[spp->sp_nsites].us_path, sizeof(sites[0].us_path), "%s", path);
	spp->sp_nsites++;
	return 0;
}

/* Create (or extend) the probe for one site under one provider name. */
static void
dt_sdt_probe_site(dtrace_hdl_t *dtp, const char *prefix, pid_t pid,
    const char *mod, dt_sdt_file_t *dfp, int idx, const char *path)
{
	const dt_sdt_site_t *sp = &dfp->df_sites[idx];
	dt_provider_t *pvp = dt_sdt_provider(dtp, prefix, pid);
	dt_sdt_probe_t *spp;
	dt_probe_t *prp;

	if (pvp == NULL || (spp = calloc(1, sizeof(*spp))) == NULL)
		return;
	spp->sp_pid = pid;
	prp = dt_probe_insert(dtp, pvp, mod, sp->ds_func, sp->ds_name, spp);
	if (prp == NULL || prp->pr_data != spp)
		free(spp);	/* the probe existed: its data is kept */
	if (prp != NULL)
		dt_sdt_add_site(dtp, prp, pid, dfp, idx, path);
}

/* Parse one line of /proc/PID/maps; returns 1 for an executable file mapping. */
static int
dt_sdt_maps_line(const char *line, char *range, size_t rlen, dev_t *devp,
    ino_t *inop, char *path, size_t plen)
{
	unsigned long start, end, off, ino;
	unsigned int maj, min;
	char perms[8];
	int n = 0;

	if (sscanf(line, "%lx-%lx %7s %lx %x:%x %lu %n", &start, &end, perms, &off,
	    &maj, &min, &ino, &n) < 7 || perms[2] != 'x' || ino == 0)
		return 0;
	snprintf(range, rlen, "%lx-%lx", start, end);
	*devp = makedev(maj, min);
	*inop = (ino_t)ino;
	snprintf(path, plen, "%s", line + n);
	path[strcspn(path, "\n")] = '\0';
	return path[0] != '\0';
}

static void
dt_sdt_scan_pid(dtrace_hdl_t *dtp, pid_t pid)
{
	char fn[64], line[PATH_MAX + 128], range[48], path[PATH_MAX], mf[96];
	char mod[DTRACE_MODNAMELEN];
	FILE *fp;
	dev_t dev;
	ino_t ino;
	int i;

	if (pid == getpid())
		return;
	snprintf(fn, sizeof(fn), "/proc/%d/maps", (int)pid);
	if ((fp = fopen(fn, "r")) == NULL)
		return;		/* gone, or a kernel thread: skip silently */
	while (fgets(line, sizeof(line), fp) != NULL) {
		dt_sdt_file_t *dfp;

		if (!dt_sdt_maps_line(line, range, sizeof(range), &dev, &ino, path,
		    sizeof(path)))
			continue;
		snprintf(mf, sizeof(mf), "/proc/%d/map_files/%s", (int)pid, range);
		if ((dfp = dt_sdt_file_get(dtp, mf, dev, ino)) == NULL ||
		    dfp->df_nsites == 0)
			continue;
		dt_sdt_modname(path, mod, sizeof(mod));
		for (i = 0; i < dfp->df_nsites; i++) {
			dt_sdt_probe_site(dtp, "stapsdt", pid, mod, dfp, i, mf);
			dt_sdt_probe_site(dtp, dfp->df_sites[i].ds_provider, pid, mod,
			    dfp, i, mf);
		}
	}
	fclose(fp);
}

static void
dt_sdt_scan_all(dtrace_hdl_t *dtp, dt_sdt_state_t *ssp)
{
	DIR *dir = opendir("/proc");
	struct dirent *de;

	if (dir == NULL)
		return;
	while ((de = readdir(dir)) != NULL) {
		char *end;
		long pid = strtol(de->d_name, &end, 10);

		if (*end != '\0' || pid <= 0)
			continue;
		if (!dt_sdt_scanned(ssp, (pid_t)pid))
			dt_sdt_scan_pid(dtp, (pid_t)pid);
	}
	closedir(dir);
}

static int
dt_sdt_has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/*
 * Which processes does the provider field name?  "name1234": that pid;
 * a glob other than "*" ("stapsdt*", "python*"): every process.
 */
static int
dt_stapsdt_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_sdt_state_t *ssp = dt_sdt_state(dtp);
	const char *prv = pdp->prv;
	size_t len = strlen(prv), n = len;

	if (ssp == NULL || len == 0)
		return 0;
	if (dt_sdt_has_glob(prv)) {
		if (strcmp(prv, "*") != 0)
			dt_sdt_scan_all(dtp, ssp);
		return 0;
	}
	while (n > 0 && isdigit((unsigned char)prv[n - 1]))
		n--;
	if (n == len || n == 0)
		return 0;
	if (!dt_sdt_scanned(ssp, (pid_t)atoi(prv + n)))
		dt_sdt_scan_pid(dtp, (pid_t)atoi(prv + n));
	return 0;
}

static int
dt_stapsdt_populate(dtrace_hdl_t *dtp)
{
	dt_sdt_state_t *ssp = calloc(1, sizeof(*ssp));

	if (ssp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (dt_provider_create(dtp, "stapsdt", &dt_stapsdt, ssp) == NULL) {
		free(ssp);
		return -1;
	}
	return 0;
}

/* ---- the trampoline: probe id and arguments ---- */

/* Sign- or zero-extend r0 from `bytes` to 64 bits. */
static void
dt_sdt_extend(dt_irlist_t *dlp, int bytes, int is_signed)
{
	if (bytes >= 8)
		return;
	if (is_signed) {
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 64 - 8 * bytes));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_0, 64 - 8 * bytes));
	} else if (bytes == 4) {
		dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	} else {
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0,
		    bytes == 1 ? 0xff : 0xffff));
	}
}

/* r0 = *(size bytes at user address in r3), zero-extended; 0 on a fault. */
static void
dt_sdt_read_user(dt_irlist_t *dlp, int size)
{
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_STK_KEY, 0));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
	dt_irlist_append(dlp, BPF_LDX_MEM(dt_bpf_size(size), BPF_REG_0, BPF_REG_FP, DT_STK_KEY));
}

/* r3 = the address of a memory operand. */
static void
dt_sdt_mem_addr(dt_irlist_t *dlp, const dt_sdt_arg_t *ap)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	if (ap->da_base >= 0)
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, ap->da_base));
	else
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_3, 0));
	if (ap->da_index >= 0) {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, ap->da_index));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_MUL, BPF_REG_2, ap->da_scale));
		dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
	}
	dt_irlist_ldimm64(dlp, BPF_REG_2, (uint64_t)ap->da_disp);
	dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
}

/* Emit code that leaves argument ap's value in r0. */
static void
dt_sdt_arg(dt_irlist_t *dlp, const dt_sdt_arg_t *ap)
{
	uint32_t fsoff;
	int bytes;

	switch (ap->da_kind) {
	case DT_SDT_ARG_IMM:
		dt_irlist_ldimm64(dlp, BPF_REG_0, (uint64_t)ap->da_disp);
		return;
	case DT_SDT_ARG_REG:
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, ap->da_base));
		if (ap->da_regshift)
			dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, ap->da_regshift));
		bytes = ap->da_regsize < ap->da_size ? ap->da_regsize : ap->da_size;
		dt_sdt_extend(dlp, bytes, ap->da_signed || bytes < ap->da_size ?
		    ap->da_signed : 0);
		return;
	case DT_SDT_ARG_MEM:
		dt_sdt_mem_addr(dlp, ap);
		break;
	case DT_SDT_ARG_RIP:
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_func_ip));
		dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		dt_irlist_ldimm64(dlp, BPF_REG_2, (uint64_t)ap->da_disp);
		dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		break;
	case DT_SDT_ARG_TLS:
		if (dt_btf_offset("task_struct", "thread.fsbase", &fsoff) != 0) {
			dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
			return;
		}
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)fsoff));
		dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, 8));
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, DT_STK_KEY));
		dt_irlist_ldimm64(dlp, BPF_REG_2, (uint64_t)ap->da_disp);
		dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		break;
	default:
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
		return;
	}
	dt_sdt_read_user(dlp, ap->da_size);
	if (ap->da_signed)
		dt_sdt_extend(dlp, ap->da_size, 1);
}

static void
dt_sdt_args(dt_irlist_t *dlp, const dt_sdt_site_t *sp)
{
	int i;

	for (i = 0; i < DT_MAXARGS; i++) {
		if (i < sp->ds_nargs)
			dt_sdt_arg(dlp, &sp->ds_args[i]);
		else
			dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
		    DT_MEM_ARGV + 8 * i));
	}
}

static int
dt_sdt_same_args(const dt_sdt_site_t *a, const dt_sdt_site_t *b)
{
	return a->ds_argstr != NULL && b->ds_argstr != NULL &&
	    strcmp(a->ds_argstr, b->ds_argstr) == 0 &&
	    a->ds_args[0].da_kind != DT_SDT_ARG_RIP;
}

/*
 * Sites whose argument strings are the same share one decoder; otherwise
 * the cookie (the site's index) selects the site's own.
 */
static void
dt_stapsdt_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp)
{
	dt_sdt_probe_t *spp = prp->pr_data;
	uint32_t done = dt_irlist_label(dlp);
	int i, same = 1;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)prp->pr_desc.id));
	for (i = 1; i < spp->sp_nsites; i++)
		if (!dt_sdt_same_args(dt_sdt_site(&spp->sp_sites[0]),
		    dt_sdt_site(&spp->sp_sites[i])))
			same = 0;
	if (same || spp->sp_nsites == 1) {
		dt_sdt_args(dlp, dt_sdt_site(&spp->sp_sites[0]));
		return;
	}
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, DT_STK_SPILL));
	for (i = 0; i < spp->sp_nsites; i++) {
		uint32_t next = dt_irlist_label(dlp);

		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, DT_STK_SPILL));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, i, 0), next);
		dt_sdt_args(dlp, dt_sdt_site(&spp->sp_sites[i]));
		dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
		dt_irlist_place(dlp, next);
	}
	dt_sdt_args(dlp, dt_sdt_site(&spp->sp_sites[0]));
	dt_irlist_place(dlp, done);
}

/* ---- attaching ---- */

/* One uprobe_multi link per object file: every site of the probe in it. */
static int
dt_stapsdt_attach(dtrace_hdl_t *dtp, dt_probe_t *prp, int progfd)
{
	dt_sdt_probe_t *spp = prp->pr_data;
	uint64_t *offs = calloc(spp->sp_nsites, sizeof(uint64_t));
	uint64_t *refs = calloc(spp->sp_nsites, sizeof(uint64_t));
	uint64_t *cookies = calloc(spp->sp_nsites, sizeof(uint64_t));
	uint8_t *done = calloc(spp->sp_nsites, 1);
	int i, j, rc = 0;

	spp->sp_links = calloc(spp->sp_nsites, sizeof(dt_uprobe_link_t *));
	if (!offs || !refs || !cookies || !done || !spp->sp_links) {
		rc = dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	for (i = 0; i < spp->sp_nsites && rc == 0; i++) {
		const char *path = spp->sp_sites[i].us_path;
		uint32_t n = 0;

		if (done[i])
			continue;
		for (j = i; j < spp->sp_nsites; j++) {
			const dt_sdt_site_t *sp = dt_sdt_site(&spp->sp_sites[j]);

			if (done[j] || strcmp(spp->sp_sites[j].us_path, path) != 0)
				continue;
			done[j] = 1;
			offs[n] = sp->ds_offset;
			refs[n] = sp->ds_sem_offset;
			cookies[n] = (uint64_t)j;
			n++;
		}
		spp->sp_links[spp->sp_nlinks] = dt_uprobe_attach(dtp, progfd, path, n,
		    offs, refs, cookies, spp->sp_pid);
		if (spp->sp_links[spp->sp_nlinks] == NULL)
			rc = -1;
		else
			spp->sp_nlinks++;
	}
out:
	free(offs);
	free(refs);
	free(cookies);
	free(done);
	return rc;
}

static void
dt_stapsdt_detach(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	dt_sdt_probe_t *spp = prp->pr_data;
	int i;

	for (i = 0; i < spp->sp_nlinks; i++)
		dt_uprobe_detach(spp->sp_links[i]);
	free(spp->sp_links);
	spp->sp_links = NULL;
	spp->sp_nlinks = 0;
}

/* ---- describing ---- */

static int
dt_stapsdt_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	const dt_sdt_probe_t *spp = prp->pr_data;
	const dt_sdt_site_t *sp = dt_sdt_site(&spp->sp_sites[0]);
	dt_argdesc_t *argv = dt_zalloc(dtp, sizeof(dt_argdesc_t) * (sp->ds_nargs + 1));
	int i;

	if (argv == NULL)
		return -1;
	for (i = 0; i < sp->ds_nargs; i++) {
		const dt_sdt_arg_t *ap = &sp->ds_args[i];

		argv[i].da_index = i;
		argv[i].da_native = ap->da_size == 8 ? (ap->da_signed ? "int64_t" : "uint64_t") :
		    ap->da_size == 4 ? (ap->da_signed ? "int32_t" : "uint32_t") :
		    ap->da_size == 2 ? (ap->da_signed ? "int16_t" : "uint16_t") :
		    (ap->da_signed ? "int8_t" : "uint8_t");
		argv[i].da_desc = ap->da_spec;
		if (ap->da_kind == DT_SDT_ARG_BAD)
			argv[i].da_error = ap->da_err ? ap->da_err : "cannot decode";
	}
	*argcp = sp->ds_nargs;
	*argvp = argv;
	return 0;
}

static const char *
dt_stapsdt_probe_extra(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	dt_sdt_probe_t *spp = prp->pr_data;
	const dt_sdt_site_t *sp = dt_sdt_site(&spp->sp_sites[0]);
	char buf[512];

	if (spp->sp_extra == NULL) {
		if (sp->ds_sem_vaddr != 0)
			snprintf(buf, sizeof(buf), "%d site%s, semaphore at 0x%llx "
			    "(file offset 0x%llx), object %s", spp->sp_nsites,
			    spp->sp_nsites == 1 ? "" : "s",
			    (unsigned long long)sp->ds_sem_vaddr,
			    (unsigned long long)sp->ds_sem_offset,
			    spp->sp_sites[0].us_file->df_path);
		else
			snprintf(buf, sizeof(buf), "%d site%s, no semaphore, object %s",
			    spp->sp_nsites, spp->sp_nsites == 1 ? "" : "s",
			    spp->sp_sites[0].us_file->df_path);
		spp->sp_extra = strdup(buf);
	}
	return spp->sp_extra;
}

static void
dt_stapsdt_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_sdt_probe_t *spp = datap;

	if (spp == NULL)
		return;
	free(spp->sp_sites);
	free(spp->sp_links);
	free(spp->sp_extra);
	free(spp);
}

static void
dt_stapsdt_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_sdt_state_t *ssp = datap;

	if (ssp != NULL) {
		free(ssp->ss_pids);
		free(ssp);
	}
	dt_sdt_cache_fini(dtp);
}

const dt_provimpl_t dt_stapsdt = {
	.name = "stapsdt",
	.populate = dt_stapsdt_populate,
	.provide = dt_stapsdt_provide,
	.trampoline = dt_stapsdt_trampoline,
	.prog_type = dt_uprobe_prog_type,
	.attach = dt_stapsdt_attach,
	.detach = dt_stapsdt_detach,
	.probe_info = dt_stapsdt_probe_info,
	.probe_extra = dt_stapsdt_probe_extra,
	.probe_destroy = dt_stapsdt_probe_destroy,
	.provider_destroy = dt_stapsdt_provider_destroy,
};
