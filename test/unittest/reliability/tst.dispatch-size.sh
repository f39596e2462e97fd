#!/bin/bash
#
# ASSERTION: the dispatch map is sized from what is enabled.  Probes of a
# library traced in more than 4 processes share one link, and each
# (process, site) is an entry of the (tgid, cookie) dispatch map: 6
# processes of a program whose library has 12000 functions, traced with
# pid*:libfuncs12000.so::entry, need 72000 entries.  dtrace attaches them
# all and counts firings in all 6 processes.  (Before, the stapsdt
# provider, enabled first, created the map with its own 64Ki entries:
# "failed to fill BPF map 'dt_provider' (the dispatch): Argument list too
# long".)
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"
. "$(dirname "$0")/../common/mapped.sh"

n=12000
gen_funcs $n lib || exit 1
pids=()
for i in 1 2 3 4 5 6; do
	"$tmpd/funcs$n" >/dev/null &
	pids+=($!)
done
for p in "${pids[@]}"; do wait_mapped $p "$funclib" || exit 1; done
$dtrace -qn "pid*:$funclib::entry { @[pid] = count(); }
    tick-1s { exit(0); }" >"$tmpd/out" 2>"$tmpd/err"
echo "exit $?; $(grep -c . "$tmpd/out") processes traced; $(cat "$tmpd/err")"
exit 0
