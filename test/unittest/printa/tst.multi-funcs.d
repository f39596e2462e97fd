/*
 * ASSERTION: printa() of aggregations of different functions joined by key:
 * avg(), quantize() and min() side by side.
 */

#pragma D option quiet

BEGIN
{
	@avg["k"] = avg(4);
	@avg["k"] = avg(6);
	@q["k"] = quantize(4);
	@min["k"] = min(4);
	printa(@avg, @q, @min);
	exit(0);
}
