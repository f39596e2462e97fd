#!/bin/bash
#
# ASSERTION: profile-N fires on every online CPU; tick-N on one (one
# aggregation row per CPU that fired).
#
# @@timeout: 20
dtrace=${1:-$DTRACE}

ncpus=$(getconf _NPROCESSORS_ONLN)
p=$($dtrace -qn 'profile-5ms { @[cpu] = count(); } tick-500ms { exit(0); }' |
    grep -c '[0-9]')
t=$($dtrace -qn 'tick-5ms { @[cpu] = count(); } tick-500ms { exit(0); }' |
    grep -c '[0-9]')
[ "$p" = "$ncpus" ] && echo "profile: every CPU" || echo "profile: $p of $ncpus CPUs"
echo "tick: $t CPU"
