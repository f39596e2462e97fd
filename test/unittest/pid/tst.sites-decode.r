== jtab
0 c cmp $0x3,%edi: site
3 c ja 0x00000040: site
5 c mov %edi,%edi: site
7 c lea 0x9(%rip),%rdx # 0x00000010: site
e c movslq (%rdx,%rdi,4),%rax: site
12 c add %rdx,%rax: site
15 c jmp *%rax: site
27 m ret: is not known to be code: no direct branch from the function's entry reaches it
28 m ret: is not known to be code: no direct branch from the function's entry reaches it
29 m ret: is not known to be code: no direct branch from the function's entry reaches it
2a m ret: is not known to be code: no direct branch from the function's entry reaches it
2b c mov $0xa,%eax: site
30 cr ret: site
31 c mov $0x14,%eax: site
36 cr ret: site
37 c mov $0x1e,%eax: site
3c cr ret: site
3d c mov $0x28,%eax: site
42 cr ret: site
43 c mov -0x22(%rip),%eax # 0xffffffffffffffe4: site
49 cr ret: site
returns: 30 36 3c 42 49
incomplete: code that no direct branch from its entry reaches, with a ret or jmp out in it
== outer
0 c movabs $0xc3905890c3c390,%rax: site
a cr ret: site
returns: a
incomplete: no
== inner
0 c nop: site
1 cr ret: site
2 m ret: is not known to be code: no direct branch from the function's entry reaches it
3 m nop: is not known to be code: no direct branch from the function's entry reaches it
returns: 1
incomplete: code that no direct branch from its entry reaches, with a ret or jmp out in it
== copy_rep
0 c mov %rdx,%rcx: site
3 c rep movsb %ds:(%rsi),%es:(%rdi): is a rep string instruction: the kernel single-steps it one iteration at a time, and the probe would fire on every iteration
5 c mov %rdi,%rax: site
8 cr ret: site
returns: 8
incomplete: no
== xchg_r8
0 c mov %rdi,%rax: site
3 c mov %rsi,%r8: site
6 c xchg %rax,%r8: would be run wrongly by the kernel's uprobes: they take its opcode byte for a nop, and skip it (it is xchg with %r8)
8 c sub %r8,%rax: site
b cr ret: site
returns: b
incomplete: no
== work
part 1: work.cold, placed before the entry
return sites: 1 in work, 1 in work.cold
instructions that are no site: 0
