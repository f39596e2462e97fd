/*
 * ASSERTION: assigning 0 to a string-valued element or thread-local really
 * removes it from storage: with room for about 1024 dynamic variables,
 * 1500 elements each created and deleted leave no drops.
 */
#pragma D option quiet
#pragma D option dynvarsize=1

tick-4000hz
/i < 1500/
{
	a[i] = "some string";
	self->s[i] = "another";
	a[i] = 0;
	self->s[i] = 0;
	i++;
}

tick-4000hz
/i == 1500/
{
	printf("%d %d\n", i, a[3] == NULL);
	exit(0);
}
