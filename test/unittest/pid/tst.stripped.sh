#!/bin/bash
#
# ASSERTION: in a stripped executable the pid provider finds the functions
# .dynsym defines: a stripped copy of pid-calls-dyn (linked with
# -rdynamic, so its functions are exported) has no .symtab, lists its
# functions (go once, its aliases collapsed) and fires with exact counts,
# arguments and return values.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
cp "$TRIGGERS/pid-calls-dyn" "$tmpd/dyn" && strip "$tmpd/dyn" ||
	{ echo "cannot strip a copy of pid-calls-dyn"; exit 1; }

echo ".symtab sections: $(readelf -S "$tmpd/dyn" | grep -c '\.symtab')"
echo ".dynsym sections: $(readelf -S "$tmpd/dyn" | grep -c '\.dynsym')"
$dtrace -l -n 'pid$target:a.out::entry' -c "$tmpd/dyn 1" |
    awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -qn '
pid$target:a.out:square:entry { @n["square entry"] = count(); @a = sum(arg0); }
pid$target:a.out:square:return { @n["square return"] = count(); @r = sum(arg1); }
pid$target:a.out:_go:return { @n[probefunc] = count(); @g = sum(arg1); }
END
{
	printa("%-14s %@d\n", @n);
	printa("square args %@d", @a); printa(", returned %@d\n", @r);
	printa("go returned %@d\n", @g);
}' -c "$tmpd/dyn 12"
echo "dtrace exit $?"
