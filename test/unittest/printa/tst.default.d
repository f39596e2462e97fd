/*
 * ASSERTION: printa(@a) prints a newline, then @a's entries sorted as at
 * exit, one line each; @a is then not printed again at exit.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(30);
	@a["y"] = sum(10);
	@a["z"] = sum(20);
	printa(@a);
	printf("after printa\n");
	exit(0);
}
