/*
 * ASSERTION: A predicate that is not a scalar is named at the line where
 * its clause ends (DTrace reports the line its parser had reached when it
 * cooked the clause: the closing brace), not at the predicate's line.
 */

int a[4];

BEGIN
/a/
{
	exit(0);
}

END
{
}
