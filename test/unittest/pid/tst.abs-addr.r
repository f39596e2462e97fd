== insns + 0xb
pid-insns-nopie:-:ADDR rax 1234
pid-insns-nopie:-:ADDR rax 1235
pid-insns-nopie:-:ADDR rax 1236

dtrace exit 0
inside an instruction: exit 1
dtrace: invalid probe specifier pid$target:a.out:-:ADDR { trace(arg0); }: [D_PROC_ALIGN] address 0xADDR is not aligned on an instruction
no function: exit 1
dtrace: invalid probe specifier pid$target:a.out:-:ADDR { trace(arg0); }: [D_PROC_OFF] address 0xADDR is not in a function of 'pid-insns-nopie'
glob: exit 1
dtrace: invalid probe specifier pid$target:a.out:-:40* { trace(arg0); }: [D_PROC_NAME] only individual addresses may be specified with the '-' function
a library: exit 1
dtrace: invalid probe specifier pid$target:libc.so.6:-:ADDR { trace(arg0); }: [D_PROC_LIB] only the a.out module is valid with the '-' function (not 'libc.so.6')
