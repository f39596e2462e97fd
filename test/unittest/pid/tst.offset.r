== pid-insns
insns:9 rax 1234 rdi 0 arg0 0
insns:b rax 1234 pc pid-insns`insns+0xb
insns:9 rax 1234 rdi 1 arg0 1
insns:b rax 1235 pc pid-insns`insns+0xb
insns:9 rax 1234 rdi 2 arg0 2
insns:b rax 1236 pc pid-insns`insns+0xb

pid-insns`insns+0xb
pid-insns`main

dtrace exit 0
== pid-insns-nopie
insns:9 rax 1234 rdi 0 arg0 0
insns:b rax 1234 pc pid-insns-nopie`insns+0xb
insns:9 rax 1234 rdi 1 arg0 1
insns:b rax 1235 pc pid-insns-nopie`insns+0xb
insns:9 rax 1234 rdi 2 arg0 2
insns:b rax 1236 pc pid-insns-nopie`insns+0xb

pid-insns-nopie`insns+0xb
pid-insns-nopie`main

dtrace exit 0
