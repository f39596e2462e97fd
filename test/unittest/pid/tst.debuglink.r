.symtab sections: 0
-- beside the program
sum 36
local_work: 6 calls, args sum 15
ufunc prog`local_work: 6

dtrace exit 0
-- in .debug/
sum 36
local_work: 6 calls, args sum 15
ufunc prog`local_work: 6

dtrace exit 0
-- in /usr/lib/debug/DIR/
sum 36
local_work: 6 calls, args sum 15
ufunc prog`local_work: 6

dtrace exit 0
-- CRC mismatch
dtrace: invalid probe specifier pid$target:a.out::entry: module 'a.out' of process N has no function symbols (.symtab and .dynsym define none)
-- by build id
sum 36
local_work: 6 calls, args sum 15
ufunc prog`local_work: 6

dtrace exit 0
