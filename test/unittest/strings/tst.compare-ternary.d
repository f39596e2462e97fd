/*
 * ASSERTION: A string comparison chooses between strings in the ?: operator.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", "apple" < "banana" ? "less" : "more",
	    probename == "END" ? "end" : strjoin("not ", "end"));
	printf("[%s]\n", toupper(probename) == "BEGIN" ? "upper" : "not upper");
	exit(0);
}
