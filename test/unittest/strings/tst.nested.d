/*
 * ASSERTION: String subroutines nest: each one's result is the next one's argument.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin("x", "a"), "b"), "c"), "d"), "e"), "f"), "g"), "h"), "i"), "j"), "k"), "l"));
	printf("[%s]\n", toupper(substr(strjoin(basename("/usr/bin/dtrace"), dirname("/a/b/c")), 2, 6)));
	printf("[%s]\n", lltostr(strtoll(substr(lltostr(index(strjoin("xx", "needle"), "needle") * 1000 + 7), 1)) + 1));
	exit(0);
}
