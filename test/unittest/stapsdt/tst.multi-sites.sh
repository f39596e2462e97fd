#!/bin/bash
#
# ASSERTION: the 20 call sites of one stapsdt probe name (test:multi in
# sdt-multi: sites 0-9 in multi_lo(), 10-19 in multi_hi(), argument = the
# site's number, a constant) are one DTrace probe per function, each with
# 10 sites, and every site fires: with R rounds, each (function, site) pair
# counts R and the total is 20R.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
R=3

echo "== -l"
$dtrace -l -n 'test$target:::multi' -c "$TRIGGERS/sdt-multi 1" |
    awk 'NR > 1 { print $3, $4, $5 }' | sort
echo "== -lv sites"
$dtrace -lv -n 'test$target:::multi' -c "$TRIGGERS/sdt-multi 1" |
    sed -n 's/^[[:space:]]*\([0-9]* sites*\),.*/\1/p'
echo "== per site"
$dtrace -qn 'test$target:::multi { @[probefunc, arg0] = count(); }' \
    -c "$TRIGGERS/sdt-multi $R" | awk 'NF { $1 = $1; print }' | sort -k2n
[ "${PIPESTATUS[0]}" -eq 0 ] || echo "dtrace failed"
echo "== total"
$dtrace -qn 'test$target:::multi { @n = count(); @s = sum(arg0); }' \
    -c "$TRIGGERS/sdt-multi $R" | awk 'NF { $1 = $1; print }'
[ "${PIPESTATUS[0]}" -eq 0 ] || echo "dtrace failed"
