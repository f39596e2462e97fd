/* The parameters of an inline must be named. */
inline int twice[int] = 2;

BEGIN
{
	exit(0);
}
