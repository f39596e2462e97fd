/*
 * ASSERTION: Frames of a fixed-address executable (ET_EXEC) are
 * symbolised.
 */
/* @@trigger: sdt-loop-nopie */

#pragma D option quiet

test_prov$target:::loop
{
	ustack(1);
	exit(0);
}
