Disassembly of profile:::tick-1s:
lddw %r2, [%r1+128]
lddw %r3, [%r1+136]
