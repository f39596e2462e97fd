#!/bin/bash
#
# ASSERTION: -h and -G with -C, -D and -I preprocess the definition; without
# -o they write x.h and x.o for x.d in the current directory (and need a
# script named *.d); object files after -G are accepted and left as they
# are; a probe with more arguments than <sys/sdt.h> takes is an error.
#
. "$(dirname "$0")/lib.sh"
cd "$tmpd" || exit 1
mkdir inc
echo '#define ARGT long' > inc/types.h
cat > pp.d <<'DEOF'
#include <types.h>
provider PROV {
	probe p(ARGT, char *);
};
DEOF
"$DTRACE" -C -I inc -D PROV=ppx -h -s pp.d && grep '^/\* PPX' pp.h
"$DTRACE" -C -I inc -D PROV=ppx -G -s pp.d && echo "pp.o: $(od -An -c -N4 pp.o | tr -d ' ')"
echo 'int f(void) { return 1; }' > f.c && gcc -c f.c && cp f.o f.o.orig
"$DTRACE" -C -I inc -D PROV=ppx -G -s pp.d -o objs.o f.o && cmp f.o f.o.orig && echo "f.o unchanged"
cp pp.d pp.txt
"$DTRACE" -C -I inc -h -s pp.txt 2>&1; echo "exit $?"
cat > many.d <<'DEOF'
provider many {
	probe p(int, int, int, int, int, int, int, int, int, int, int, int, int);
};
DEOF
"$DTRACE" -h -s many.d -o many.h 2>&1; echo "exit $?"
[ -e many.h ] || echo "no many.h"
