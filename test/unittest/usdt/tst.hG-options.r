/* PPX_P ( long, char * ) */
pp.o: 177ELF
f.o unchanged
dtrace: -h requires an output file if no scripts are specified
exit 2
dtrace: failed to create header file many.h: probe many:p has 13 arguments: <sys/sdt.h> takes at most 12
exit 1
no many.h
