#!/bin/bash
#
# ASSERTION: tracing does not change what the target does: its output and
# exit status are the same traced and untraced (dtrace reports the -c
# command's status rather than passing it on).  python3.11 runs a script
# that collects garbage, imports modules, calls functions and exits 3,
# once alone and once under dtrace -c with clauses on gc-start,
# function-entry (copyinstr of its arguments) and import-find-load-start;
# the sdt-args trigger (every operand form, probes with semaphores) the
# same way.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
cat > "$tmpd/work.py" <<'PEOF'
import gc, json, sys
def f(n):
    return n if n < 2 else f(n - 1) + f(n - 2)
for i in range(5):
    gc.collect()
print(json.dumps({"fib": f(15), "gc": gc.get_count() is not None}))
sys.exit(3)
PEOF
py="/usr/bin/python3.11 $tmpd/work.py"

/usr/bin/python3.11 "$tmpd/work.py" >"$tmpd/alone" 2>&1
alone=$?
# The command's output is dtrace's stdout; dtrace's own goes to -o, and its
# stderr says how the command ended ("pid N exited with status S").
status() { sed -n 's/.*exited with status \([0-9]*\).*/\1/p' "$1"; }
$dtrace -o "$tmpd/trace" -n '
python$target:::gc-start { @gc = count(); }
python$target:::function-entry { @f[copyinstr(arg1)] = count(); }
python$target:::import-find-load-start { @m = count(); }' -c "$py" \
    >"$tmpd/traced" 2>"$tmpd/derr"
echo "python: exit status alone $alone, traced $(status "$tmpd/derr")"
cmp -s "$tmpd/alone" "$tmpd/traced" && echo "python: same output" || {
	echo "python: output differs"; diff "$tmpd/alone" "$tmpd/traced"; }
grep -c . "$tmpd/trace" >/dev/null && echo "python: traced (aggregations recorded)"

"$TRIGGERS/sdt-args" >"$tmpd/alone" 2>&1
alone=$?
$dtrace -o "$tmpd/trace" -n 'test$target::: { @[probename] = count(); }' \
    -c "$TRIGGERS/sdt-args" >"$tmpd/traced" 2>"$tmpd/derr"
st=$(status "$tmpd/derr")	# dtrace says nothing of a status 0
echo "sdt-args: exit status alone $alone, traced ${st:-0}"
grep -c . "$tmpd/trace" >/dev/null && echo "sdt-args: traced (aggregations recorded)"
cmp -s "$tmpd/alone" "$tmpd/traced" && echo "sdt-args: same output" || {
	echo "sdt-args: output differs"; diff "$tmpd/alone" "$tmpd/traced"; }
exit 0
