#!/bin/bash
#
# ASSERTION: malformed D never crashes the compiler and is always reported
# in one line with a line number.  Three valid scripts (built from what the
# compiler supports today) are cut into
# tokens; every variant with one token deleted, and every variant with one
# token doubled, is compiled with -e.  Each must either compile (exit 0,
# nothing on stderr) or fail with exit 1 and exactly one stderr line
# "dtrace: failed to compile script F: line N: ...".
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

cat > "$tmpd/seed1.d" <<'DEOF'
#pragma D option quiet
BEGIN
{
	total = 0;
	printf("%s %d\n", "start", 1 + 2 * 3);
}
dtrace:::END
/arg0 > 1 && arg0 < 10/
{
	@counts[probename, arg0] = count();
	total += arg0;
}
END
{
	trace(total);
	exit(0);
}
DEOF
cat > "$tmpd/seed2.d" <<'DEOF'
typedef struct pair { int a; long b; } pair_t;
BEGIN
{
	x = (10 > 5) ? sizeof (pair_t) : -1;
	y = (x << 2) | 0x3;
	printf("%d %d %u\n", x, y, (unsigned int)y);
	@s["k"] = sum(y); @m = max(x); @a = avg(3);
	exit(0);
}
DEOF
cat > "$tmpd/seed3.d" <<'DEOF'
dtrace:::BEGIN, dtrace:::END
{
	printf("%s:%s\n", probeprov, probename);
}
BEGIN { exit(0); }
DEOF

# tokens FILE: one token per line, with its line number: a # line whole,
# strings, @aggregations, identifiers and numbers, two-character
# operators, and every other non-space character alone.
tokens() {
	awk '{
		s = $0
		while (length(s) > 0) {
			if (match(s, /^[ \t]+/)) { s = substr(s, RLENGTH + 1); continue }
			if (match(s, /^#.*/) || match(s, /^"([^"\\]|\\.)*"/) ||
			    match(s, /^@?[A-Za-z_0-9]+/) ||
			    match(s, /^(<<|>>|<=|>=|==|!=|&&|\|\||\+\+|--|\+=|-=|->)/) ||
			    match(s, /^./)) {
				print NR "\t" substr(s, 1, RLENGTH)
				s = substr(s, RLENGTH + 1)
			}
		}
	}' "$1"
}

n=0 ok=0 rejected=0 bad=0
for seed in "$tmpd"/seed*.d; do
	tokens "$seed" > "$tmpd/toks"
	count=$(wc -l < "$tmpd/toks")
	for ((i = 1; i <= count; i++)); do
		for mode in delete double; do
			# Rebuild the script from its tokens, one changed (tokens
			# joined by spaces, lines kept, so line numbers hold).
			awk -F'\t' -v i=$i -v mode=$mode '
				{ t = $2; if (NR == i) t = (mode == "delete") ? "" : t " " t
				  line[$1] = line[$1] " " t; if ($1 > max) max = $1 }
				END { for (l = 1; l <= max; l++) print line[l] }' \
			    "$tmpd/toks" > "$tmpd/m.d"
			n=$((n + 1))
			$dtrace -e -s "$tmpd/m.d" >/dev/null 2>"$tmpd/err"
			rc=$?
			if [ $rc = 0 ] && [ ! -s "$tmpd/err" ]; then
				ok=$((ok + 1))
			elif [ $rc = 1 ] && [ "$(wc -l < "$tmpd/err")" = 1 ] &&
			    grep -q "^dtrace: failed to compile script $tmpd/m.d: line [0-9][0-9]*: " "$tmpd/err"; then
				rejected=$((rejected + 1))
			else
				bad=$((bad + 1))
				echo "BAD ($mode token $i of $(basename "$seed"), exit $rc):"
				cat "$tmpd/m.d" "$tmpd/err"
			fi
		done
	done
done
echo "$n variants: $rejected rejected with a line number, $ok compiled, $bad bad"
