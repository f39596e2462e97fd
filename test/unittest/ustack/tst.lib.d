/*
 * ASSERTION: Frames in a shared library name the library.
 */
/* @@trigger: sdt-lib */

#pragma D option quiet

sdtlib$target:::fire
{
	ustack(2);
	exit(0);
}
