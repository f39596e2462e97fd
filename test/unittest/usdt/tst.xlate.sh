#!/bin/bash
#
# ASSERTION: a probe with translated argument types (`placed(struct order
# *o, int n) : (struct orderinfo *o, int n)`; `moved` maps its translated
# arguments to the native ones by name, in the other order): -h and -G
# accept it, -lv shows the translated types, and args[0]->m is the member
# of the translation of the native argument by the tracing script's
# translator, which reads the application's struct with copyin(); so does
# a translator of the D library (-L).
#
# @@timeout: 60
. "$(dirname "$0")/lib.sh"
cd "$tmpd" || exit 1
cat > xl.d <<'DEOF'
struct order { int id; long amount; };
struct orderinfo { int oi_id; long oi_cents; };
translator struct orderinfo < struct order *o > {
	oi_id = o->id; oi_cents = o->amount * 100;
};

provider xl {
	probe placed(struct order *o, int n) : (struct orderinfo *o, int n);
	probe moved(int n, struct order *o) : (struct orderinfo *o, int n);
};
DEOF
cat > xl.c <<'CEOF'
#include "xl.h"
struct order { int id; long amount; };
int
main(void)
{
	static struct order o = { 7, 700 }, p = { 8, -42 };
	XL_PLACED(&o, 1);
	XL_MOVED(2, &p);
	return 0;
}
CEOF
mkdir lib
cat > lib/order.d <<'DEOF'
struct order { int id; long amount; };
struct orderinfo { int oi_id; long oi_cents; };
translator struct orderinfo < struct order *o > {
	oi_id = ((struct order *)copyin((uintptr_t)o, sizeof (struct order)))->id;
	oi_cents = ((struct order *)copyin((uintptr_t)o,
	    sizeof (struct order)))->amount * 100;
};
DEOF
"$DTRACE" -h -s xl.d -o xl.h && "$DTRACE" -G -s xl.d -o xl.o &&
    gcc -O1 -o xl xl.c xl.o || exit 1
"$DTRACE" -lv -n 'xl$target:::placed,xl$target:::moved' -c ./xl |
    sed -n '/Argument Types/,/^$/p; s/.*\(defined as\)/\1/p'
clauses='
xl$target:::placed
{
	printf("%s: %d %d %d\n", probename, args[0]->oi_id, args[0]->oi_cents,
	    args[1]);
}
xl$target:::moved
{
	printf("%s: %d %d %d\n", probename, args[0]->oi_id, args[0]->oi_cents,
	    args[1]);
}'
echo "script's translator:"
"$DTRACE" -qs /dev/stdin -c ./xl <<DEOF
$(cat lib/order.d)
$clauses
DEOF
echo "dtrace exit $?"
echo "D library's translator:"
"$DTRACE" -L lib -qn "$clauses" -c ./xl
echo "dtrace exit $?"
