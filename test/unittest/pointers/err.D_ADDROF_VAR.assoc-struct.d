/*
 * ASSERTION: & of an associative array's struct element is refused, as
 * in DTrace.
 */
struct st { int a; };
struct st as[int];

BEGIN
{
	print(&as[1]);
	exit(0);
}
