/*
 * ASSERTION: an attributes pragma naming an identifier that no declaration
 * of the program declares is unused (DTrace's D_PRAGMA_UNUSED), at the
 * pragma's line; a clause's assignment is not a declaration.
 */

#pragma D attributes Evolving/Evolving/Common declared
#pragma D attributes Evolving/Evolving/Common assigned

int declared;

BEGIN
{
	assigned = 1;
	exit(0);
}
