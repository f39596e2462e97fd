regs 0 1 2 3 4 5 stack 6 7
args 0 1 2 3 4 5 stack 6 7
regs 1 2 3 4 5 6 stack 7 8
args 1 2 3 4 5 6 stack 7 8
rax 0 arg1 0

              pid-calls`depth
              pid-calls`depth
              pid-calls`depth
              pid-calls`depth
              pid-calls`depth
              pid-calls`depth
              pid-calls`main

dtrace exit 0
