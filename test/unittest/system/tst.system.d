/*
 * ASSERTION: system() runs its formatted command after what was printed
 * before it and before what follows.
 */

#pragma D option destructive
#pragma D option quiet

BEGIN
{
	printf("before\n");
	system("echo %s %d %d", "hello", 42, -7);
	printf("between\n");
	system("printf '%%s\\n' '%s'", execname);
	printf("after\n");
	exit(0);
}
