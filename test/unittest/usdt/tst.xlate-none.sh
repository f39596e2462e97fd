#!/bin/bash
#
# ASSERTION: args[N] of a probe whose definition translates it needs a
# translator from the native type to the translated one when the tracing
# script uses it: DTrace's D_ARGS_XLATOR, whether the script declares
# neither type or both without a translator (the definition's own
# translator is not the tracer's); the untranslated args[1] and arg0 need
# none.
#
# @@timeout: 60
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
#include "xl.h"
struct order { int id; long amount; };
int
main(void)
{
	static struct order o = { 7, 700 };
	XL_PLACED(&o, 1);
	return 0;
}
CEOF
"$DTRACE" -h -s xl.d -o xl.h && "$DTRACE" -G -s xl.d -o xl.o &&
    gcc -O1 -o xl xl.c xl.o || exit 1
"$DTRACE" -xerrtags -qn 'xl$target:::placed { trace(args[0]->oi_id); }' \
    -c ./xl 2>&1
echo "dtrace exit $?"
"$DTRACE" -xerrtags -qs /dev/stdin -c ./xl <<'DEOF' 2>&1
struct order { int id; long amount; };
struct orderinfo { int oi_id; };

xl$target:::placed
{
	trace(args[0]->oi_id);
}
DEOF
echo "dtrace exit $?"
"$DTRACE" -qn 'xl$target:::placed { printf("%d %d\n", args[1], arg0 != 0); }' \
    -c ./xl
echo "dtrace exit $?"
