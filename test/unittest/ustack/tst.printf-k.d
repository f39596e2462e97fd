/*
 * ASSERTION: printf()'s %k prints a stack: each frame through the
 * conversion, indented by the width when it is left-aligned.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	printf("<%k>\n", ustack(2));
	printf("<%-4k>\n", ustack(2));
	printf("<%32k>\n", ustack(1));
}
