.symtab sections: 0
.dynsym sections: 1
dyn _start entry
dyn add8 entry
dyn square entry
dyn depth entry
dyn go entry
dyn main entry
go             1
square entry   12
square return  12
square args 66, returned 506
go returned 42

dtrace exit 0
