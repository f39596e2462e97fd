	Argument Types
		args[0]: uint64_t

	Argument Specifications
		args[0]: 8@%rbx

	1 site, semaphore at ADDR

dtrace exit status 0
query: SELECT 1;
query: SELECT 'hello, ' || 'world';
query: CHECKPOINT;
checkpoint-done: shared_buffers

