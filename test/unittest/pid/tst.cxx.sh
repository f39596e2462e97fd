#!/bin/bash
#
# ASSERTION: C++ functions are named demangled, as DTrace names them: in
# -l (pid-cxx's class methods, overloads and namespace function), in
# probefunc and in ufunc(); a glob in the function field matches the
# demangled name and may hold C++'s "::" (pid$target::*Cart::add_item*:entry);
# an exact mangled name names the same function (replaced like an alias).
# At entry of a method arg0 is `this`: the address pid-cxx prints for its
# Cart.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
prog=$TRIGGERS/pid-cxx

$dtrace -l -n 'pid$target:a.out:shop*:entry' -c "$prog" |
    awk 'NR > 1 { $1 = ""; $2 = ""; print }' | sed 's/^ *//'
$dtrace -l -n 'pid$target:a.out:_ZN4shop5scaleEl:return' -c "$prog" |
    awk 'NR > 1 { $1 = ""; $2 = ""; print }' | sed 's/^ *//'

$dtrace -o "$tmpd/dt" -qn '
pid$target::*Cart::add_item*:entry
{
	@n[probefunc] = count();
	@this[arg0] = count();
	@s[probefunc] = sum(arg1);
}
pid$target:a.out:shop??scale*:entry
{
	printf("ufunc: ");
	ufunc(uregs[R_PC]);
	printf("\n");
}
END
{
	printa("%-32s %@d calls\n", @n);
	printa("%-32s %@d sum of arg1\n", @s);
	printa("this %x: %@d\n", @this);
}' -c "$prog 4" > "$tmpd/out"
echo "dtrace exit $?"
grep -v '^cart ' "$tmpd/out"
sed 's/ *$//' "$tmpd/dt" | grep -v '^this '
cart=$(sed -n 's/^cart 0x//p' "$tmpd/out")
grep -q "^this $cart: 5\$" "$tmpd/dt" && echo "arg0 is the Cart's address (this)"
