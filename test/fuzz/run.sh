#!/bin/bash
#
# test/fuzz/run.sh [TARGET ...]: build and run the libFuzzer targets
# (`make fuzz`).  Each target is libdtrace's sources compiled with clang,
# -fsanitize=fuzzer,address,undefined, and one harness:
#
#   notes   fuzz_notes.c  whole ELF files through the .note.stapsdt parser
#   args    fuzz_args.c   stapsdt argument strings
#   d       fuzz_d.c      D programs through lexer, grammar, cook and codegen
#
# Each runs FUZZ_RUNS executions (default 10^7) or FUZZ_TIME seconds
# (default 1800), whichever comes first, from a working corpus in
# build/fuzz/corpus-TARGET seeded from test/fuzz/TARGET (d: every .d file
# of the test suite).  Inputs are at most 64 KiB, 128 KiB for notes (the
# seed of libjvm.so, from mkseeds.sh, is 66 KB).  A crash, leak or sanitizer report stops the target
# with its reproducer in build/fuzz/ and makes this script exit 1; turn
# each into a regression test.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$top/build/fuzz
FUZZ_TIME=${FUZZ_TIME:-1800}
FUZZ_RUNS=${FUZZ_RUNS:-10000000}
CLANG=${CLANG:-clang}
[ $# -eq 0 ] && set -- notes args d

command -v "$CLANG" >/dev/null || { echo "fuzz: no $CLANG (apt-get install clang)"; exit 1; }
[ -f "$top/build/gen/dt_grammar.c" ] || { echo "fuzz: run make first"; exit 1; }
mkdir -p "$out"

# libdtrace's folders, each on the include path (as GNUmakefile's LIB_INCS).
libincs=$(find "$top/libdtrace" -mindepth 1 -type d -printf '-I%p ')

build() {	# build TARGET
	"$CLANG" -std=gnu11 -g -O1 -D_GNU_SOURCE -w \
	    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
	    -I"$top/include" -I"$top/uts" $libincs -I"$top/build/gen" \
	    -o "$out/fuzz_$1" "$top/test/fuzz/fuzz_$1.c" $(find "$top/libdtrace" -name '*.c') \
	    "$top/build/gen/dt_grammar.c" "$top/build/gen/dt_lex.c" \
	    -lbpf -lelf -lctf -lopcodes -lz -llzma -ljson-c -lstdc++ -pthread
}

seed() {	# seed TARGET: the working corpus
	local c=$out/corpus-$1
	mkdir -p "$c"
	if [ "$1" = d ]; then
		find "$top/test/unittest" -name '*.d' -exec cp {} "$c/" \;
	else
		cp "$top/test/fuzz/$1"/* "$c/"
	fi
}

maxlen() {	# maxlen TARGET: the largest input
	[ "$1" = notes ] && echo 131072 || echo 65536
}

rc=0
for t in "$@"; do
	echo "== fuzz_$t: building"
	build "$t" || { rc=1; continue; }
	seed "$t"
	echo "== fuzz_$t: $FUZZ_RUNS runs or $FUZZ_TIME s"
	(cd "$out" && ASAN_OPTIONS=detect_leaks=1 "./fuzz_$t" -runs="$FUZZ_RUNS" \
	    -max_total_time="$FUZZ_TIME" -max_len=$(maxlen "$t") -print_final_stats=1 \
	    "corpus-$t" 2>&1 | tail -12) || rc=1
	[ "${PIPESTATUS[0]}" = 0 ] || rc=1
done
exit $rc
