clauses4000: exit 0, stdout 6 bytes: 4000 
clauses10000: exit 1, stdout 0 bytes: 
dtrace: could not enable tracing: BPF program load for 'dtrace:::BEGIN' failed: rejected by the verifier: The sequence of N jumps is too complex
stmts: exit 0, stdout 28 bytes:  1 3000 
toolong: exit 1, stdout 0 bytes: 
dtrace: could not enable tracing: BPF program load for 'dtrace:::BEGIN' failed: N instructions, more than the kernel takes (N)
constsum: exit 0, stdout 9 bytes: 50005000 
varsum: exit 0, stdout 2 bytes: 1 
string: exit 0, stdout 258 bytes: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
format: exit 0, stdout 100002 bytes: yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
parens: exit 1, stdout 0 bytes: 
dtrace: failed to compile script parens.d: line 1: memory exhausted near "("
and: exit 1, stdout 0 bytes: 
dtrace: could not enable tracing: BPF program load for 'dtrace:::BEGIN' failed: rejected by the verifier: The sequence of N jumps is too complex
stmts100k (-e): exit 0, output 0 bytes
clauses30k (-e): exit 0, output 0 bytes
strings30k (-e): exit 0, output 0 bytes
vars30k (-e): exit 0, output 0 bytes
