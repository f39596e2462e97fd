dtrace exit status 0
query: SELECT 1; (child of the postmaster)
query: SELECT 'hello, ' || 'world'; (child of the postmaster)
query: SELECT 'done'; (child of the postmaster)

