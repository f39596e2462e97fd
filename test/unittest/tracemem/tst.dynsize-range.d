/*
 * ASSERTION: A dynamic size larger than the size, or negative, prints the
 * whole size; zero prints nothing at all.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	printf("big:");
	tracemem(arg2, 8, 100);
	printf("negative:");
	tracemem(arg2, 8, -1);
	printf("zero:");
	tracemem(arg2, 8, 0);
	printf("|\n");
}
