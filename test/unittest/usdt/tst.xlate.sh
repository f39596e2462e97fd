#!/bin/bash
#
# ASSERTION: a probe with translated argument types (a translator declared
# in the definition's file, the native type an application struct): -h and
# -G accept it, -lv shows the definition with its translated types, and the
# application's struct pointer stays a 64-bit integer in args[0], its
# value the pointer the application passed.
#
. "$(dirname "$0")/lib.sh"
cd "$tmpd" || exit 1
cat > xl.d <<'DEOF'
struct order { int id; long amount; };
struct orderinfo { int oi_id; };
translator struct orderinfo < struct order *o > { oi_id = o->id; };

provider xl {
	probe placed(struct order *o, int n) : (struct orderinfo *o, int n);
};
DEOF
cat > xl.c <<'CEOF'
#include <stdio.h>
#include "xl.h"
struct order { int id; long amount; };
int
main(void)
{
	static struct order o = { 7, 700 };
	XL_PLACED(&o, 1);
	fprintf(stderr, "%p\n", (void *)&o);
	return 0;
}
CEOF
"$DTRACE" -h -s xl.d -o xl.h && "$DTRACE" -G -s xl.d -o xl.o &&
    gcc -O1 -no-pie -o xl xl.c xl.o || exit 1
"$DTRACE" -lv -n 'xl$target:::placed' -c ./xl |
    sed -n '/Argument Types/,/^$/p; s/.*\(defined as\)/\1/p'
"$DTRACE" -qn 'xl$target:::placed { printf("0x%x %d\n", args[0], args[1]); }' \
    -c ./xl > out 2> ptr
grep -qx "$(cat ptr) 1" out && echo "args[0] is the pointer, args[1] is 1"
