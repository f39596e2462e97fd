#!/bin/bash
#
# ASSERTION: profile-N fires on every online CPU that is running; tick-N
# on one (one aggregation row per CPU that fired).
#
# @@timeout: 20
dtrace=${1:-$DTRACE}

ncpus=$(getconf _NPROCESSORS_ONLN)
# On some VMs an idle CPU gives no cpu-clock samples (perf shows the same
# here for CPU 1): keep every CPU busy while the probes fire.
spin=()
for ((c = 0; c < ncpus; c++)); do
	taskset -c $c sh -c 'while :; do :; done' &
	spin+=($!)
done
trap 'kill ${spin[*]} 2>/dev/null; wait 2>/dev/null' EXIT
p=$($dtrace -qn 'profile-5ms { @[cpu] = count(); } tick-500ms { exit(0); }' |
    grep -c '[0-9]')
t=$($dtrace -qn 'tick-5ms { @[cpu] = count(); } tick-500ms { exit(0); }' |
    grep -c '[0-9]')
[ "$p" = "$ncpus" ] && echo "profile: every CPU" || echo "profile: $p of $ncpus CPUs"
echo "tick: $t CPU"
