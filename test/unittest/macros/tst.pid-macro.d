/*
 * ASSERTION: $pid is the pid of dtrace, as is pid in BEGIN.
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", $pid == pid ? "same" : "different");
	exit(0);
}
