/*
 * ASSERTION: Options fixed once tracing has started cannot be set by setopt().
 */

#pragma D option quiet

BEGIN
{
	setopt("bufsize", "1m");
	setopt("strsize", "16");
	setopt("bufpolicy", "ring");
	setopt("aggsize", "1m");
	setopt("nspec", "2");
	setopt("statusrate", "10ms");
	setopt("destructive");
	exit(0);
}
