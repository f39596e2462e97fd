/*
 * dt_debuginfo.c: the extra symbol sources of an ELF object.
 *
 * A stripped object keeps only .dynsym, its exported symbols; its static
 * functions can come back from two places, which the symbol code
 * (dt_object.c) merges with the object's own tables:
 *
 *   its separate debug file, as gdb finds it: by GNU build id,
 *	/usr/lib/debug/.build-id/xx/yyyy.debug (xx the first byte of the id,
 *	yyyy the rest, in hex); else by the .gnu_debuglink section (a file
 *	name, padded to 4 bytes, then the CRC-32 of the debug file) in the
 *	object's own directory, its .debug/ subdirectory, and
 *	/usr/lib/debug/DIR/; a debuglink candidate is taken only if its CRC-32
 *	(zlib's crc32(), the polynomial debuglink uses) matches;
 *   its MiniDebugInfo (Fedora, CentOS): a .gnu_debugdata section holding
 *	an xz-compressed ELF object whose .symtab lists the functions that
 *	.dynsym does not.  It is decompressed with liblzma (at most 256 MiB)
 *	and opened from memory.
 *
 * Both give link-time addresses of the object itself, so the object's own
 * PT_LOAD segments place them.
 */
#include <fcntl.h>
#include <limits.h>
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
#include "dt_debuginfo.h"

#define DT_DEBUG_DIR	"/usr/lib/debug"
#define DT_MINI_MAX	(256UL << 20)

/* ---- by build id ---- */

static dt_elf_t *
dt_debuginfo_buildid(const dt_elf_t *dep)
{
	char path[PATH_MAX];
	const unsigned char *id;
	size_t idlen, i;
	int n;

	if (dt_elf_build_id(dep, &id, &idlen) != 0 || idlen < 2)
		return NULL;
	n = snprintf(path, sizeof(path), DT_DEBUG_DIR "/.build-id/%02x/", id[0]);
	for (i = 1; i < idlen; i++)
		n += snprintf(path + n, sizeof(path) - n, "%02x", id[i]);
	snprintf(path + n, sizeof(path) - n, ".debug");
	return dt_elf_open(path);
}

/* ---- by .gnu_debuglink ---- */

/* The CRC-32 of the file at path: 0, or -1 if it cannot be read. */
static int
dt_debuginfo_crc(const char *path, uint32_t *crcp)
{
	unsigned char buf[65536];
	uLong crc = crc32(0L, Z_NULL, 0);
	ssize_t n;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		crc = crc32(crc, buf, (uInt)n);
	close(fd);
	*crcp = (uint32_t)crc;
	return n == 0 ? 0 : -1;
}

/* The debuglink's file name and CRC; 0, or -1 if there is none. */
static int
dt_debuginfo_link(const dt_elf_t *dep, const char **namep, uint32_t *crcp)
{
	const char *s;
	size_t len, n;

	if ((s = dt_elf_scn_bytes(dep, ".gnu_debuglink", &len)) == NULL ||
	    (n = strnlen(s, len)) == 0 || n == len ||
	    ((n + 4) & ~3UL) + 4 > len || memchr(s, '/', n) != NULL)
		return -1;
	memcpy(crcp, s + ((n + 4) & ~3UL), 4);
	*namep = s;
	return 0;
}

static dt_elf_t *
dt_debuginfo_try(const char *path, uint32_t crc)
{
	uint32_t c;

	if (dt_debuginfo_crc(path, &c) != 0 || c != crc)
		return NULL;
	return dt_elf_open(path);
}

static dt_elf_t *
dt_debuginfo_debuglink(const dt_elf_t *dep, const char *objpath)
{
	static const char *const fmts[] = { "%s/%s", "%s/.debug/%s",
	    DT_DEBUG_DIR "%s/%s" };
	char dir[PATH_MAX], path[PATH_MAX];
	const char *name, *slash;
	dt_elf_t *ddep = NULL;
	uint32_t crc;
	size_t i;

	if (objpath == NULL || (slash = strrchr(objpath, '/')) == NULL ||
	    dt_debuginfo_link(dep, &name, &crc) != 0 ||
	    (size_t)(slash - objpath) >= sizeof(dir))
		return NULL;
	memcpy(dir, objpath, slash - objpath);
	dir[slash - objpath] = '\0';
	for (i = 0; ddep == NULL && i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		if (snprintf(path, sizeof(path), fmts[i], dir, name) <
		    (int)sizeof(path))
			ddep = dt_debuginfo_try(path, crc);
	}
	return ddep;
}

dt_elf_t *
dt_debuginfo_file(const dt_elf_t *dep, const char *path)
{
	dt_elf_t *ddep = dt_debuginfo_buildid(dep);

	return ddep != NULL ? ddep : dt_debuginfo_debuglink(dep, path);
}

/* ---- MiniDebugInfo ---- */

/* Decompress the xz stream in[len] into a malloc()ed buffer. */
static unsigned char *
dt_debuginfo_unxz(const unsigned char *in, size_t len, size_t *outlenp)
{
	lzma_stream zs = LZMA_STREAM_INIT;
	unsigned char *out = NULL, *p;
	size_t sz = len * 4 + 4096;
	lzma_ret r = LZMA_OK;

	if (lzma_stream_decoder(&zs, UINT64_MAX, 0) != LZMA_OK)
		return NULL;
	zs.next_in = in;
	zs.avail_in = len;
	while (r == LZMA_OK && sz <= DT_MINI_MAX) {
		if ((p = realloc(out, sz)) == NULL)
			break;
		out = p;
		zs.next_out = out + zs.total_out;
		zs.avail_out = sz - zs.total_out;
		r = lzma_code(&zs, LZMA_FINISH);
		if (r == LZMA_OK || r == LZMA_BUF_ERROR)
			r = zs.avail_out == 0 ? LZMA_OK : LZMA_DATA_ERROR;
		sz *= 2;
	}
	*outlenp = zs.total_out;
	lzma_end(&zs);
	if (r != LZMA_STREAM_END) {
		free(out);
		return NULL;
	}
	return out;
}

dt_elf_t *
dt_debuginfo_mini(const dt_elf_t *dep)
{
	const unsigned char *xz;
	unsigned char *img;
	dt_elf_t *mdep;
	size_t len, imglen;

	if ((xz = dt_elf_scn_bytes(dep, ".gnu_debugdata", &len)) == NULL ||
	    (img = dt_debuginfo_unxz(xz, len, &imglen)) == NULL)
		return NULL;
	mdep = dt_elf_open_mem(img, imglen);
	free(img);
	return mdep;
}
