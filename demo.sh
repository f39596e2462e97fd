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

# 3. The headline: stapsdt probes of a real program.  python3.11 carries
# SystemTap notes (with semaphores); -c starts it stopped at its entry point,
# the probes are attached, then it runs.  (The real binary: a pyenv shim in
# $PATH would exec python only after the probes were looked up.)
run "$dtrace" -n 'stapsdt$target:::gc-start { @[pid, arg0] = count(); }' \
    -c '/usr/bin/python3.11 -c "import gc; [gc.collect() for i in range(10)]"' || exit 1

# 4. Arguments: the modules python3.11 imports, from the note's string argument.
run "$dtrace" -qn 'python$target:::import-find-load-start { printf("import %s\n", copyinstr(arg0)); }' \
    -c '/usr/bin/python3.11 -c "import json"' || exit 1

# 5. A library loaded with dlopen(): the java launcher dlopen()s libjvm.so,
# whose HotSpot probes are enabled before it runs (-Z: they do not exist
# until then).  Skipped where there is no java.
if command -v java >/dev/null; then
	run "$dtrace" -Z -qn 'hotspot$target:::vm-init-begin, hotspot$target:::vm-init-end,
	    hotspot$target:::vm-shutdown { printf("%s\n", probename); }
	    hotspot$target:::class-loaded { @classes = count(); }' \
	    -c 'java -version' || exit 1
fi
exit 0
