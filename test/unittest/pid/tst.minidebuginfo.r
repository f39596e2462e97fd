.symtab sections: 0
.gnu_debugdata sections: 1
prog local_work entry
sum 49
local_work: 7 calls, args sum 21
ufunc prog`local_work: 7

dtrace exit 0
