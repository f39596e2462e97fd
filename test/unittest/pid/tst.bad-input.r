no such function: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:a.out:nosuch:entry { trace(arg0); }: [D_PROC_FUNC] failed to lookup 'nosuch' in module 'a.out'
no such module: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:nosuch.so:main:entry { trace(arg0); }: [D_PDESC_ZERO] probe description pidPID:nosuch.so:main:entry does not match any probes
no such function glob: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:a.out:nosuch*:entry { trace(arg0); }: [D_PDESC_ZERO] probe description pidPID:pid-calls:nosuch*:entry does not match any probes
dead pid: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pidPID:a.out:main:entry { trace(arg0); }: [D_PROC_GRAB] failed to grab process PID
offset in an instruction: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:a.out:insns:6 { trace(arg0); }: [D_PROC_ALIGN] offset 0x6 is not aligned on an instruction
offset past the end: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target::insns:0x1C { trace(arg0); }: [D_PROC_OFF] offset 0x1c outside of function 'insns'
bad name: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:a.out:main:start { trace(arg0); }: [D_PROC_NAME] 'start' is an invalid probe name
no symbols: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:a.out::entry { trace(arg0); }: [D_PROC_SYM] module 'a.out' of process PID has no function symbols (.symtab and .dynsym define none)
no symbols, by name: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier pid$target:stripped:main:return { trace(arg0); }: [D_PROC_SYM] module 'stripped' of process PID has no function symbols (.symtab and .dynsym define none)
