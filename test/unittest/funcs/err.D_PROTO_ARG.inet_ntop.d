/*
 * ASSERTION: inet_ntop()'s family is an integer.
 */
BEGIN
{
	trace(inet_ntop("AF_INET", (void *)0));
}
