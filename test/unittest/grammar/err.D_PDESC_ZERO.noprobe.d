/*
 * ASSERTION: A probe description that matches no probe.
 */

foo:bar:baz:qux
{
}
