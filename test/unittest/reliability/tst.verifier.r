BEGIN: exit 1, 0 lines on stdout, semaphores 0, text restored
dtrace: could not enable tracing: BPF program load for 'dtrace:::BEGIN' failed: rejected by the verifier: The sequence of 8193 jumps is too complex
stapsdt: exit 1, 0 lines on stdout, semaphores 0, text restored
dtrace: could not enable tracing: BPF program load for 'prog10' failed: rejected by the verifier: The sequence of 8193 jumps is too complex
BEGIN, -x bpflog: exit 1, 0 lines on stdout, semaphores 0, text restored
dtrace: could not enable tracing: BPF program load for 'dtrace:::BEGIN' failed: rejected by the verifier: The sequence of 8193 jumps is too complex
then the log: lines and 0 other lines, ending:
BPF: The sequence of N jumps is too complex.
BPF: processed N insns (limit N) max_states_per_insn N total_states N peak_states N mark_read N
