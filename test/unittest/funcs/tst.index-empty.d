/*
 * ASSERTION: index(), rindex() and strstr() of empty strings, as DTrace defines them.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", index("", ""), rindex("", ""), index("", "", 5),
	    rindex("", "", -5));
	printf("%d %d %d\n", index("", "a"), rindex("", "a"), index("abc", ""));
	printf("[%s] [%s] %d\n", strstr("", ""), strstr("abc", ""), strlen(strstr("", "")));
	exit(0);
}
