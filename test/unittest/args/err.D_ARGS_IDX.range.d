/*
 * ASSERTION: args[N] past the probe's arguments.
 *
 * @@trigger: sdt-loop
 */
test_prov$target:::loop
{
	trace(args[3]);
}
