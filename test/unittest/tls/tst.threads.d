/*
 * ASSERTION: thread-local variables are per thread: four threads of the
 * trigger each fire test:thread 50 times, interleaved; each thread sees
 * only its own self->id and self->n.
 *
 * @@trigger: sdt-threads
 */
#pragma D option quiet

self int id;
self int n;

test$target:::thread
/self->id == 0/
{
	self->id = arg0 + 1;
}

test$target:::thread
{
	self->n++;
	@mismatch = sum(self->id != arg0 + 1 || self->n != arg1);
	@fires[arg0] = max(self->n);
}
