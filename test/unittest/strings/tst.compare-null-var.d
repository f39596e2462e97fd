/*
 * ASSERTION: A string variable assigned a NULL subroutine result reads as the empty string, which compares equal to NULL.
 */

#pragma D option quiet

BEGIN
{
	g = strchr("abc", 'z');
	this->l = strstr("abc", "x");
	printf("[%s] [%s] %d %d %d\n", g, this->l, g == NULL, this->l == NULL, g == this->l);
	exit(0);
}
