/*
 * ASSERTION: #line N "file" flags, as cpp writes it.
 */

# 200 "other.d" 1
BEGIN
{
	x = ;
}
