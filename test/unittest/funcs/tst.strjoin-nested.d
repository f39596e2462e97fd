/*
 * ASSERTION: strjoin() results can be joined again, to any depth.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin(strjoin("a", "b"), strjoin("c", "d")));
	printf("[%s]\n", strjoin("1", strjoin("2", strjoin("3", strjoin("4",
	    strjoin("5", strjoin("6", strjoin("7", "8"))))))));
	exit(0);
}
