/*
 * ASSERTION: #pragma D attributes on an identifier of the program or a provider.
 */

#pragma D attributes Evolving/Evolving/Common myvar
#pragma D attributes Stable/Stable/Common provider dtrace name
#pragma D attributes unstable/private provider dtrace args
#pragma D attributes Stable provider nosuchprov module
#pragma D option quiet

int myvar;	/* declared after its pragma, as DTrace allows */

BEGIN
{
	printf("ok\n");
	exit(0);
}
