/*
 * ASSERTION: speculation() scans the speculations in a loop the kernel's
 * verifier walks through: more than 4096 are refused when tracing starts.
 */
#pragma D option quiet
#pragma D option nspec=4097

BEGIN
{
	s = speculation();
}
