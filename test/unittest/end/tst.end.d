/*
 * ASSERTION: exit() in BEGIN makes the END probe fire.
 */

#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	printf("end\n");
}
