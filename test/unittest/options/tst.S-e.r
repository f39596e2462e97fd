Disassembly of dtrace:::BEGIN:
1 exit
