#!/bin/bash
#
# tst.layers.sh: libdtrace's layer rule, checked on the built library
# (libdtrace.a beside $DTRACE) and the sources.  libdtrace/LAYERS lists
# the layers bottom to top; a file's layer is that of the top folder it
# stands in.  Fails, naming each case, when
#   - an object references a symbol that an object of a higher layer
#     defines (nm), or
#   - a source or header includes a header of a higher layer,
# or when a folder under libdtrace/ is in no layer.
#
# @@timeout: 120
#
set -u
top=$(cd "$(dirname "$0")/../../.." && pwd)
lib=$top/libdtrace
lib_a=$(dirname "$DTRACE")/libdtrace.a
[ -f "$lib_a" ] || { echo "no libdtrace.a beside $DTRACE"; exit 77; }

# rank[folder]: the line of LAYERS it is on.
declare -A rank
r=0
while read -r line; do
	case $line in ''|'#'*) continue;; esac
	for d in $line; do rank[$d]=$r; done
	r=$((r + 1))
done < "$lib/LAYERS"

bad=0
layer_of() {	# layer_of PATH-UNDER-LIBDTRACE: its top folder's rank
	local d=${1%%/*}
	[ -n "${rank[$d]+x}" ] || { echo "folder $d is in no layer of LAYERS"; bad=1; echo -1; return; }
	echo "${rank[$d]}"
}

for d in "$lib"/*/; do
	d=$(basename "$d")
	[ -n "${rank[$d]+x}" ] || { echo "folder libdtrace/$d is in no layer of libdtrace/LAYERS"; bad=1; }
done

# Objects (the members of libdtrace.a, named by their source's path under
# libdtrace/): who defines each global symbol, then who references it.
tmp=$(mktemp -d /tmp/layers.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
declare -A srcdir
while read -r c; do
	srcdir[$(basename "${c%.*}").o]=$(dirname "$c")
done < <(cd "$lib" && find . -name '*.[cly]' | sed 's|^\./||')
nm -A "$lib_a" | awk '{ sub(/^[^:]*:/, ""); split($0, a, ":"); m = a[1];
	n = split(a[2], f, " ");
	if (n == 3 && f[2] ~ /^[TDBRCV]$/) print "D", f[3], m;
	else if (n == 2 && f[1] == "U") print "U", f[2], m }' > "$tmp/raw"
awk '{ print $3 }' "$tmp/raw" | sort -u > "$tmp/members"
: > "$tmp/objs"
while read -r m; do
	[ -n "${srcdir[$m]+x}" ] || { echo "libdtrace.a member $m has no source"; bad=1; continue; }
	echo "$m ${srcdir[$m]}/$m" >> "$tmp/objs"
done < "$tmp/members"
awk 'NR == FNR { path[$1] = $2; next } { print $1, $2, path[$3] }' \
    "$tmp/objs" "$tmp/raw" > "$tmp/syms"
sed -i 's/^[^ ]* //' "$tmp/objs"
declare -A orank
while read -r o; do orank[$o]=$(layer_of "$o"); done < "$tmp/objs"
awk '$1 == "D" { def[$2] = $3 } $1 == "U" { use[n++] = $2 " " $3 }
     END { for (i = 0; i < n; i++) { split(use[i], a, " ");
		if (a[1] in def && def[a[1]] != a[2]) print a[2], def[a[1]], a[1] } }' \
    "$tmp/syms" > "$tmp/edges"
while read -r from to sym; do
	if [ "${orank[$to]}" -gt "${orank[$from]}" ]; then
		echo "up a layer: $from uses $sym of $to"
		bad=1
	fi
done < "$tmp/edges"

# Sources and headers: every #include "x.h" of a header of libdtrace.
declare -A hrank
while read -r h; do
	hrank[$(basename "$h")]=$(layer_of "$h")
done < <(cd "$lib" && find . -name '*.h' | sed 's|^\./||')
while read -r f; do
	fr=$(layer_of "$f")
	while read -r inc; do
		[ -n "${hrank[$inc]+x}" ] || continue
		if [ "${hrank[$inc]}" -gt "$fr" ]; then
			echo "up a layer: libdtrace/$f includes $inc"
			bad=1
		fi
	done < <(sed -n 's/^#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$lib/$f")
done < <(cd "$lib" && find . -name '*.[chly]' | sed 's|^\./||' | sort)

[ $bad -eq 0 ] && echo "layers: $(wc -l < "$tmp/objs") objects, $(wc -l < "$tmp/edges") references, no use up a layer"
exit $bad
