/*
 * sdt-net: passes pointers to its own memory through stapsdt probes, for
 * the tests of copyin(), copyinto() and the inet_* subroutines.  In order,
 * once each:
 *
 *	test_net:addr4(ptr, i)	ptr to the i-th IPv4 address of v4[] (4 bytes,
 *				network order), for each i
 *	test_net:addr6(ptr, i)	ptr to the i-th IPv6 address of v6[] (16
 *				bytes), for each i
 *	test_net:rec(ptr, size)	ptr to a struct sdt_rec { int32_t id = 42;
 *				uint16_t port = 8080; char name[10] = "sdt-net";
 *				uint64_t big = 0x1122334455667788 } and its size
 *	test_net:bad(ptr)	an address with nothing mapped (1)
 *
 * Everything is copied to the stack first, so that its pages are present
 * when the probes read them (BPF cannot fault pages in).  Exits 0.
 */
#include <stdint.h>
#include <string.h>
#include <sys/sdt.h>

struct sdt_rec {
	int32_t id;
	uint16_t port;
	char name[10];
	uint64_t big;
};

static const uint8_t v4[][4] = {
	{ 192, 168, 1, 10 }, { 127, 0, 0, 1 }, { 0, 0, 0, 0 },
	{ 255, 255, 255, 255 }, { 10, 0, 100, 9 },
};

static const uint8_t v6[][16] = {
	/* fe80::214:4fff:fe0b:76c8 */
	{ 0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0x02, 0x14, 0x4f, 0xff, 0xfe, 0x0b, 0x76, 0xc8 },
	/* :: */
	{ 0 },
	/* ::1 */
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 },
	/* ::ffff:192.168.1.10 */
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 192, 168, 1, 10 },
	/* ::10.0.0.1 (IPv4-compatible) */
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 1 },
	/* 2001:db8:0:0:1:0:0:1 */
	{ 0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1 },
	/* 1:2:3:4:5:6:7:8 */
	{ 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8 },
	/* ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff */
	{ 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff },
};

__attribute__((noinline)) static void
fire(void)
{
	uint8_t a4[sizeof(v4)], a6[sizeof(v6)];
	struct sdt_rec r = { 42, 8080, "sdt-net", 0x1122334455667788ULL };
	size_t i;

	memcpy(a4, v4, sizeof(v4));
	memcpy(a6, v6, sizeof(v6));
	for (i = 0; i < sizeof(v4) / sizeof(v4[0]); i++)
		STAP_PROBE2(test_net, addr4, &a4[4 * i], i);
	for (i = 0; i < sizeof(v6) / sizeof(v6[0]); i++)
		STAP_PROBE2(test_net, addr6, &a6[16 * i], i);
	STAP_PROBE2(test_net, rec, &r, sizeof(r));
	STAP_PROBE1(test_net, bad, (void *)1);
	__asm__ __volatile__("" : : "r"(a4), "r"(a6), "r"(&r) : "memory");
}

int
main(void)
{
	fire();
	return 0;
}
