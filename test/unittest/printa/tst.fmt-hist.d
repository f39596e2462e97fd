/*
 * ASSERTION: A %@ conversion of a quantize(), lquantize() or llquantize()
 * aggregation prints the histogram, whatever the conversion.
 */

#pragma D option quiet

BEGIN
{
	@q["q"] = quantize(3);
	@l["l"] = lquantize(3, 0, 5);
	@ll["ll"] = llquantize(3, 10, 0, 1, 10);
	printa("%s:%@d", @q);
	printa("%s:%@u", @l);
	printa("%s:%@x", @ll);
	printf("end\n");
	exit(0);
}
