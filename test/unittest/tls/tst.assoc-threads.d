/*
 * ASSERTION: thread-local associative arrays are per thread: four threads
 * of the trigger each fire test:thread 50 times, interleaved; each thread
 * counts in self->n[key] and sees only its own counts.
 *
 * @@trigger: sdt-threads
 */
#pragma D option quiet

test$target:::thread
{
	self->n["fires"]++;
	self->n["even"] += (arg1 % 2 == 0);
	self->seen[arg0, "thread"] = arg0 + 1;
	@mismatch = sum(self->n["fires"] != arg1 ||
	    self->seen[arg0, "thread"] != arg0 + 1 ||
	    self->seen[(arg0 + 1) % 4, "thread"] != 0);
	@fires[arg0] = max(self->n["fires"]);
	@even[arg0] = max(self->n["even"]);
}
