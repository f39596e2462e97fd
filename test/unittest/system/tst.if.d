/*
 * ASSERTION: Under if/else, only the branch that ran has its system(),
 * symbol and stack records acted on.
 */

#pragma D option destructive
#pragma D option quiet

BEGIN
{
	x = 1;
	if (x) {
		system("echo then");
		usym(0);
		printf("|\n");
	} else {
		system("echo else");
		tracemem(0, 4);
		ustack();
	}
	exit(0);
}
