# outfile.sh: what the tst.*.sh tests of dtrace's output files share
# (sourced, not a test; $dtrace set).  A temporary directory $tmpd (removed
# at exit) holding prov.d, a provider of one probe for -h and -G, and:
#
#   run WHAT ARGS...	dtrace ARGS in the current directory, its stdout
#			discarded, its stderr in ./err: prints "WHAT: exit
#			N", then that stderr indented, "$tmpd/" cut out.
#			Exported: a test's script in a mount namespace of
#			its own (bash -s, $dtrace and $tmpd set) has it too.
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
cat > "$tmpd/prov.d" <<'DEOF'
provider shop { probe order__start(int, char *); };
DEOF

run() {
	local what=$1
	shift
	"$dtrace" "$@" >/dev/null 2>err
	echo "$what: exit $?"
	sed "s|$tmpd/||g; s/^/  /" err
}
export -f run
