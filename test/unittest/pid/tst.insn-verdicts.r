55 1 safe push %rbp
4883ec08 4 safe sub $0x8,%rsp
c3 1 safe ret
f3c3 2 safe repz ret
c20800 3 safe ret $0x8
e800000000 5 safe call 0x00000005
e9fbffffff 5 safe jmp 0x00000000
ebfe 2 safe jmp 0x00000000
7405 2 safe je 0x00000007
0f8400000000 6 safe je 0x00000006
ff2500000000 6 safe jmp *0x0(%rip) # 0x00000006
ffd0 2 safe call *%rax
f30f1efa 4 safe endbr64
90 1 safe nop
f390 2 safe pause
6690 2 safe xchg %ax,%ax
0f1f440000 5 safe nopl 0x0(%rax,%rax,1)
9d 1 safe popf
0f0b 2 safe ud2
0fa2 2 safe cpuid
0f31 2 safe rdtsc
c5f96fc1 4 refused vmovdqa %xmm1,%xmm0: is refused by the kernel's uprobes (they read its VEX/EVEX opcode byte as a one-byte opcode they never probe)
c5fdd7c2 4 safe vpmovmskb %ymm2,%eax
62f3754825c296 7 safe vpternlogd $0x96,%zmm2,%zmm1,%zmm0
c4e27b4b0408 6 safe tileloadd (%rax,%rcx,1),%tmm0
f0ff07 3 refused lock incl (%rdi): is refused by the kernel's uprobes (a lock prefix)
f0480fb111 5 refused lock cmpxchg %rdx,(%rcx): is refused by the kernel's uprobes (a lock prefix)
2e90 2 refused cs nop: is refused by the kernel's uprobes (a cs, es or ss segment prefix)
3eeb00 3 refused ds jmp 0x00000003: is refused by the kernel's uprobes (a ds segment or notrack prefix)
3effe0 3 refused notrack jmp *%rax: is refused by the kernel's uprobes (a ds segment or notrack prefix)
26ff07 3 refused es incl (%rdi): is refused by the kernel's uprobes (a cs, es or ss segment prefix)
cc 1 refused int3: is refused by the kernel's uprobes (an opcode they never probe)
cd80 2 refused int $0x80: is refused by the kernel's uprobes (an opcode they never probe)
f4 1 refused hlt: is refused by the kernel's uprobes (an opcode they never probe)
48cf 2 refused iretq: is refused by the kernel's uprobes (an opcode they never probe)
ec 1 refused in (%dx),%al: is refused by the kernel's uprobes (an opcode they never probe)
e460 2 refused in $0x60,%al: is refused by the kernel's uprobes (an opcode they never probe)
fa 1 refused cli: is refused by the kernel's uprobes (an opcode they never probe)
c4e3f96bc210 6 refused vfmaddsd %xmm2,%xmm1,%xmm0,%xmm0: is refused by the kernel (an FMA4 instruction, which its instruction decoder does not know: Exec format error)
c5fe6f07 4 refused vmovdqu (%rdi),%ymm0: is refused by the kernel's uprobes (they read its VEX/EVEX opcode byte as a one-byte opcode they never probe)
c5f9efc0 4 refused vpxor %xmm0,%xmm0,%xmm0: is refused by the kernel's uprobes (they read its VEX/EVEX opcode byte as a one-byte opcode they never probe)
c5f97ec0 4 unsafe vmovd %xmm0,%eax: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
620f 0 undecoded -: is not a whole instruction
c4e27d78c0 5 unsafe vpbroadcastb %xmm0,%ymm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
c5fd74d1 4 unsafe vpcmpeqb %ymm1,%ymm0,%ymm2: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
c5f970c81b 5 unsafe vpshufd $0x1b,%xmm0,%xmm1: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
c5f877 3 unsafe vzeroupper: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
62e27d287ac6 6 unsafe vpbroadcastb %esi,%ymm16: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
62f27d487cc6 6 unsafe vpbroadcastd %esi,%zmm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for a conditional jump, and emulate a jump instead of running it
c5f5e8c2 4 unsafe vpsubsb %ymm2,%ymm1,%ymm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for a call, and emulate a call instead of running it
c5f5ebc2 4 unsafe vpor %ymm2,%ymm1,%ymm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for a jmp, and emulate a jump instead of running it
c5f5e9c2 4 unsafe vpsubsw %ymm2,%ymm1,%ymm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for a jmp, and emulate a jump instead of running it
c5f890d1 4 unsafe kmovw %k1,%k2: would be run wrongly by the kernel's uprobes: they take its opcode byte for a nop, and skip it
c5f4c2c200 5 unsafe vcmpeqps %ymm2,%ymm1,%ymm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for a ret, and the program would go on in their copy of it
c4e2799dc1 5 unsafe vfnmadd132ss %xmm1,%xmm0,%xmm0: would be run wrongly by the kernel's uprobes: they take its opcode byte for popf, and the trap flag would stay set (SIGTRAP)
8fe878c0c805 6 unsafe vprotb $0x5,%xmm0,%xmm1: is XOP-encoded, which the kernel's instruction decoder does not know: it would read (and may rewrite) other bytes as another instruction
8fe97801c8 5 unsafe blcfill %eax,%eax: is XOP-encoded, which the kernel's instruction decoder does not know: it would read (and may rewrite) other bytes as another instruction
9c 1 unsafe pushf: cannot be single-stepped faithfully: it pushes the trap flag the step sets, and the program's popf then gets SIGTRAP
669c 2 unsafe pushfw: cannot be single-stepped faithfully: it pushes the trap flag the step sets, and the program's popf then gets SIGTRAP
4990 2 unsafe xchg %rax,%r8: would be run wrongly by the kernel's uprobes: they take its opcode byte for a nop, and skip it (it is xchg with %r8)
0f05 2 unsafe syscall: is a system call: single-stepping it takes the trap flag into the kernel and into %r11, and a clone child, execve or sigreturn never return to the step
0f34 2 unsafe sysenter: is a system call: single-stepping it takes the trap flag into the kernel and into %r11, and a clone child, execve or sigreturn never return to the step
f3a4 2 unsafe rep movsb %ds:(%rsi),%es:(%rdi): is a rep string instruction: the kernel single-steps it one iteration at a time, and the probe would fire on every iteration
f348ab 3 unsafe rep stos %rax,%es:(%rdi): is a rep string instruction: the kernel single-steps it one iteration at a time, and the probe would fire on every iteration
f2ae 2 unsafe repnz scas %es:(%rdi),%al: is a rep string instruction: the kernel single-steps it one iteration at a time, and the probe would fire on every iteration
c7f800000000 6 unsafe xbegin 0x00000006: starts a transaction, which under single-step aborts at once, to a fallback address the kernel does not correct
66e800000000 4 refused callw 0x00000004: is refused by the kernel's uprobes (a branch with an operand-size prefix)
e8 0 undecoded -: is not a whole instruction
c5f8 0 undecoded -: is not a whole instruction
insncheck exit 0
