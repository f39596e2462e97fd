#!/bin/bash
#
# ASSERTION: dtrace -Z with a provider glob (sdtlib*) and no process of the
# library yet: processes started after dtrace that dlopen() a library with
# stapsdt notes get its probes, their own (sdtlibPID), before the library's
# code runs: each is held at the dynamic linker's _dl_debug_state() until
# they are in.  3 rounds of 4 processes at once, each loading the library
# twice (dlopen, 10 firings with no pause, dlclose): 20 firings each, all
# counted.  Then the same with a program that links the library (mapped at
# startup, by the dynamic linker): 3 rounds of 4, 16 firings each.
#
# @@timeout: 180
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

cp "$TRIGGERS/sdt-dlopen" "$tmpd/sdtdl"
cp "$TRIGGERS/libsdtlib.so" "$tmpd/"	# an inode no process maps
cp "$TRIGGERS/sdt-lib" "$tmpd/sdtlk"
$dtrace -Zqn 'BEGIN { printf("ready\n"); }
    sdtlib*:::fire /execname == "sdtdl" || execname == "sdtlk"/ {
	@[execname, probeprov == strjoin("sdtlib", lltostr(pid)) ? "own" :
	    probeprov, pid] = count(); }
    END { printa("%s %s %@d\n", @); }' >"$tmpd/out" 2>"$tmpd/err" &
d=$!
bgpids=$d
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
run_rounds 3 4 "$tmpd/sdtdl" 10 - 2
run_rounds 3 4 "$tmpd/sdtlk" 16 0
stop_dtrace $d
