/*
 * ASSERTION: the string inet_ntop() returns is a string like any other:
 * a key of an associative array, a value of a variable.
 *
 * @@trigger: sdt-net
 */
#pragma D option quiet

test_net$target:::addr4
{
	seen[inet_ntop(2, copyin(arg0, 4))] = arg1 + 1;
	last = inet_ntop(2, copyin(arg0, 4));
}

END
{
	printf("%d %d %d %s\n", seen["127.0.0.1"], seen["10.0.100.9"],
	    seen["10.0.0.1"], last);
}
