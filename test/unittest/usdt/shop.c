/*
 * shop.c: the application of the usdt tests, built on the header of
 * `dtrace -h -s shop.d` and linked with the object of `dtrace -G`.
 *
 *	shop N OUT	N orders (ids 1..N, amounts -100 * id), 50 ms apart;
 *			writes to OUT how many times each probe's
 *			is-enabled macro was true
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "shop.h"

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3, i, start = 0, done = 0;
	char who[16] = "alice";
	FILE *fp;

	for (i = 1; i <= n; i++) {
		if (SHOP_ORDER_START_ENABLED())
			start++;
		SHOP_ORDER_START(i, who);
		SHOP_ORDER_DONE(i, who, -100L * i);
		usleep(50000);
	}
	if (SHOP_DONE_ENABLED())
		done++;
	SHOP_DONE();
	if (argc > 2 && (fp = fopen(argv[2], "w")) != NULL) {
		fprintf(fp, "order-start enabled %d of %d, done enabled %d\n",
		    start, n, done);
		fclose(fp);
	}
	return 0;
}
