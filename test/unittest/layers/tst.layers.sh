#!/bin/bash
#
# tst.layers.sh: libdtrace's layer rule, checked on the built objects and
# the sources.  libdtrace/LAYERS lists the layers bottom to top; a file's
# layer is that of the top folder it stands in.  Fails, naming each case,
# when
#   - an object references a symbol that an object of a higher layer
#     defines (nm), or
#   - a source or header includes a header of a higher layer,
# or when a folder under libdtrace/ is in no layer.
#
set -u
top=$(cd "$(dirname "$0")/../../.." && pwd)
lib=$top/libdtrace
objdir=$(dirname "$DTRACE")/obj
[ -d "$objdir" ] || { echo "no objects beside $DTRACE"; exit 77; }

# rank[folder]: the line of LAYERS it is on.
declare -A rank
r=0
while read -r line; do
	case $line in ''|'#'*) continue;; esac
	for d in $line; do rank[$d]=$r; done
	r=$((r + 1))
done < "$lib/LAYERS"

bad=0
layer_of() {	# layer_of PATH-UNDER-LIBDTRACE-OR-OBJ: the top folder's rank
	local d=${1%%/*}
	case $d in dt_grammar.o|dt_lex.o) d=parse;; esac
	[ -n "${rank[$d]+x}" ] || { echo "folder $d is in no layer of LAYERS"; bad=1; echo -1; return; }
	echo "${rank[$d]}"
}

for d in "$lib"/*/; do
	d=$(basename "$d")
	[ -n "${rank[$d]+x}" ] || { echo "folder libdtrace/$d is in no layer of libdtrace/LAYERS"; bad=1; }
done

# Objects: who defines each global symbol, then who references it.
tmp=$(mktemp -d /tmp/layers.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
(cd "$objdir" && find . -name '*.o' | sed 's|^\./||' | sort) > "$tmp/objs"
while read -r o; do
	nm "$objdir/$o" | awk -v o="$o" '
		NF == 3 && $2 ~ /^[TDBRCV]$/ { print "D", $3, o }
		NF == 2 && $1 == "U" { print "U", $2, o }'
done < "$tmp/objs" > "$tmp/syms"
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
