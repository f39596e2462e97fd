#!/bin/bash
#
# tst.usprov-sites.sh: the user-space providers with shared programs (pid,
# stapsdt) make their uprobe links through the framework's sites service
# (attach/dt_sites.c), never themselves.  Fails, naming each case, when an
# object of libdtrace/prov/pid/ or prov/stapsdt/ (nm, in libdtrace.a beside
# $DTRACE) references a link primitive (dt_target_attach/detach/refused/
# nrefused, dt_uprobe_*), or when a provider's objects do not reference
# dt_sites_link() or dt_sites_link_all().
#
# @@timeout: 60
#
set -u
top=$(cd "$(dirname "$0")/../../.." && pwd)
lib_a=$(dirname "$DTRACE")/libdtrace.a
[ -f "$lib_a" ] || { echo "no libdtrace.a beside $DTRACE"; exit 77; }

# "object symbol" for each undefined reference of an object of folder $1.
refs() {
	local objs
	objs=$(cd "$top/libdtrace/prov/$1" && ls *.c | sed 's/\.c$/.o/' |
	    tr '\n' ' ')
	nm -A "$lib_a" | awk -v objs="$objs" '
		BEGIN { n = split(objs, o, " "); for (i = 1; i <= n; i++) obj[o[i]] = 1 }
		{ sub(/^[^:]*:/, ""); split($0, a, ":")
		  if (!(a[1] in obj)) next
		  k = split(a[2], f, " ")
		  if (k == 2 && f[1] == "U") print a[1], f[2] }'
}

bad=0
for prov in pid stapsdt; do
	r=$(refs $prov)
	prim=$(echo "$r" | awk '$2 ~ /^dt_target_(attach|detach|refused|nrefused)$/ ||
	    $2 ~ /^dt_uprobe_/')
	if [ -n "$prim" ]; then
		echo "$prov references link primitives:" $prim
		bad=1
	fi
	if ! echo "$r" | grep -Eq ' dt_sites_link(_all)?$'; then
		echo "$prov does not link through dt_sites_link() or dt_sites_link_all()"
		bad=1
	fi
done
[ $bad -eq 0 ] && echo "pid, stapsdt: links through the sites service only"
exit $bad
