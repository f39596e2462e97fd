/*
 * io:::wait-start and io:::wait-done: the trigger's direct I/O makes it
 * sleep in an I/O wait; wait-start fires in it when it leaves the CPU,
 * wait-done when it runs again, each time in the trigger's own context,
 * so every wait-done follows a wait-start of the same thread.  There is
 * no buffer on this kernel (args[0] translates a NULL bio).
 * @@trigger: io-direct
 */
#pragma D option quiet

BEGIN
{
	bytes = 0;
	unmatched = 0;
}

io:::wait-start
/pid == $target/
{
	self->waiting = 1;
	starts++;
	bytes += args[0]->b_bcount;
	dev = args[1]->dev_name;
}

io:::wait-done
/pid == $target/
{
	dones++;
	unmatched += self->waiting ? 0 : 1;
	self->waiting = 0;
}

END
{
	printf("wait-start fired: %s\n", starts > 0 ? "yes" : "no");
	printf("wait-done fired: %s\n", dones > 0 ? "yes" : "no");
	printf("wait-done without wait-start: %d\n", unmatched);
	printf("as many of each: %s\n", starts == dones ? "yes" : "no");
	printf("bytes: %d, device: %s\n", bytes, dev);
}
