#!/bin/bash
#
# demo.sh: a short tour of dtrace, run by `make demo` (as root).
#
#   ./demo.sh [path/to/dtrace]
#
# Each step prints the command line, then runs it.
#
set -u

dtrace=${1:-build/dtrace}

run() {
	echo
	echo "# $*"
	"$@"
}

# 1. Hello world: a BEGIN clause that prints and exits.
run "$dtrace" -n 'BEGIN { printf("hello from D\n"); exit(0); }' || exit 1

# 2. An aggregation: counted and summed by key, printed at exit.
run "$dtrace" -qn 'BEGIN { @calls["read"] = count(); @calls["write"] = count();
    @calls["write"] = count(); @bytes = sum(4096); exit(0); }' || exit 1

# 3. stapsdt probes of python3.11 (gc-start).
# ---- STAPSDT DEMO: enable when the stapsdt provider lands ----------------
# run "$dtrace" -n 'stapsdt$target:::gc-start { @[pid] = count(); }' \
#     -c 'python3.11 -c "import gc; gc.collect()"'
# -------------------------------------------------------------------------
exit 0
