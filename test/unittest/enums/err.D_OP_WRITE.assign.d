/*
 * ASSERTION: an enumerator is a constant.
 */
enum e {
	ONE
};

BEGIN
{
	ONE = 2;
}
