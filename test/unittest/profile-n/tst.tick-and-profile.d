/*
 * ASSERTION: tick and profile probes of several rates work in one script.
 */

#pragma D option quiet

BEGIN
{
	p = 0;
	t = 0;
}

profile-2ms
{
	p = 1;
}

tick-3ms
{
	t++;
}

tick-100ms
/p && t > 0/
{
	printf("both fired\n");
	exit(0);
}
