/*
 * ASSERTION: an associative array indexed by strings; keys compare by
 * content, not by where the string is.
 */
#pragma D option quiet

BEGIN
{
	k = "beta";
	a["alpha"] = 1;
	a[k] = 2;
	a["gamma"] = a["alpha"] + a["beta"];
	printf("%d %d %d %d\n", a["alpha"], a["beta"], a[k], a["gamma"]);
	exit(0);
}
