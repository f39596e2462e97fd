/*
 * ASSERTION: Frames of a PIE executable (ET_DYN) are symbolised.
 */
/* @@trigger: sdt-loop-pie */

#pragma D option quiet

test_prov$target:::loop
{
	ustack(1);
	exit(0);
}
