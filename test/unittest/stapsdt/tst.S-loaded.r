tracing: exit 0, 1 cookie reads, 0 tgid reads, 0 unnamed maps
-e: exit 0, 1 tgid reads
