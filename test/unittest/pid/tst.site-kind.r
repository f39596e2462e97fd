ra_read entry
	Site kind: emulated (its first instruction: nop)
ra_read return
	Site kind: single-stepped (1 return site; no uretprobe: it reads or writes its stack above its own words)
mv_argw entry
	Site kind: single-stepped (its first instruction: mov %rsi,%rdi)
mv_push entry
	Site kind: emulated (+0x3: push %rbx, moved past single-stepped instructions; its first instruction if its clauses read uregs[] or the user stack)
mv_push return
	Site kind: uretprobe (+0x3: push %rbx, emulated; at its 1 return site if its clauses read arg0, uregs[] or the user stack)
lf_rets return
	Site kind: uretprobe (+0x3: js, emulated; at its 3 return sites if its clauses read arg0, uregs[] or the user stack)
calls_out return
	Site kind: single-stepped (1 return site; no uretprobe: its entry is single-stepped: a uretprobe would cost no less)
mv_push 0
	Site kind: single-stepped (mov %rdi,%rax)
mv_push 3
	Site kind: emulated (push %rbx)
dtrace exit 0
== DTRACE_PID_NOMOVE
mv_push entry
	Site kind: single-stepped (its first instruction: mov %rdi,%rax)
mv_push return
	Site kind: single-stepped (1 return site; DTRACE_PID_NOMOVE)
