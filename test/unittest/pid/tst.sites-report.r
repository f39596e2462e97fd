== each probe with no site, named
dtrace exit 0
avx_bcast 68719476671
avx_shuf 64
evex_fill 544
flags_rt 112
copy_rep 16
xchg_r8 52
spin_inc 16
raw_getpid 16
jtab 105100377760
outer 16
work 16036
ok
copy_rep:5 16
outer:entry 16
dtrace: pid probe pidPID:pid-sites:avx_bcast:entry has no safe site: its first instruction (vpbroadcastb (%rdi),%ymm0) would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
dtrace: pid probe pidPID:pid-sites:copy_rep:3 has no safe site: its instruction (rep movsb %ds:(%rsi),%es:(%rdi)) is a rep string instruction: the kernel single-steps it one iteration at a time, and the probe would fire on every iteration
dtrace: pid probe pidPID:pid-sites:flags_rt:entry has no safe site: its first instruction (pushf) cannot be single-stepped faithfully: it pushes the trap flag the step sets, and the program's popf then gets SIGTRAP
dtrace: pid probe pidPID:pid-sites:inner:entry has no safe site: its first instruction (nop) is inside an instruction of outer (at outer+0x0): the two functions decode these bytes differently
dtrace: pid probe pidPID:pid-sites:inner:return has no safe site: its return at +0x1 (ret) is inside an instruction of outer (at outer+0x0): the two functions decode these bytes differently
dtrace: pid probe pidPID:pid-sites:jtab:27 has no safe site: its instruction (ret) is not known to be code: no direct branch from the function's entry reaches it
dtrace: pid probe pidPID:pid-sites:raw_getpid:5 has no safe site: its instruction (syscall) is a system call: single-stepping it takes the trap flag into the kernel and into %r11, and a clone child, execve or sigreturn never return to the step
dtrace: pid probe pidPID:pid-sites:spin_inc:entry has no safe site: its first instruction (lock incl (%rdi)) is refused by the kernel's uprobes (a lock prefix)
dtrace: pid probe pidPID:pid-sites:xchg_r8:6 has no safe site: its instruction (xchg %rax,%r8) would be run wrongly by the kernel's uprobes: they take its opcode byte for a nop, and skip it (it is xchg with %r8)
== many: one line
dtrace exit 0
dtrace: N pid probes have no safe site and will not fire, N more miss some of their sites (dtrace -lv says why for each)
== -lv
	Probe site: has no safe site: its first instruction (lock incl (%rdi)) is refused by the kernel's uprobes (a lock prefix)
3: 	Probe site: has no safe site: its instruction (rep movsb %ds:(%rsi),%es:(%rdi)) is a rep string instruction: the kernel single-steps it one iteration at a time, and the probe would fire on every iteration
== libc and libm
dtrace: description 'pid$target:libc.so.6:pthread_spin_lock:entry' matched 1 probe
dtrace: pid probe pidPID:libc.so.6:pthread_spin_lock:entry has no safe site: its first instruction (lock decl (%rdi)) is refused by the kernel's uprobes (a lock prefix)
dtrace: pid PID has exited
	Probe site: has no safe site: its first instruction (vfmaddsd %xmm2,%xmm1,%xmm0,%xmm0) is refused by the kernel (an FMA4 instruction, which its instruction decoder does not know: Exec format error)
