/*
 * sdt-once: fires the stapsdt probe test_prov:once with arguments 1, 2, 3
 * (1, 2 and 8 bytes) in function fire(), once, then exits 0.  With dtrace
 * -c, the probe must fire after the probes are attached.
 */
#include <stdint.h>
#include <sys/sdt.h>

__attribute__((noinline)) static void
fire(int8_t a, int16_t b, int64_t c)
{
	STAP_PROBE3(test_prov, once, a, b, c);
}

int
main(void)
{
	fire(1, 2, 3);
	return 0;
}
