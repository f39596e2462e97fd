/*
 * ASSERTION: -x rawbytes also applies with the default output.
 *
 * @@runtest-opts: -xrawbytes -xstrsize=5
 *
 * The record line starts with the CPU: filtered by the .r.p script.
 */

BEGIN
{
	trace("xyz");
	exit(0);
}
