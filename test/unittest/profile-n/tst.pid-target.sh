#!/bin/bash
#
# ASSERTION: profile probes fire in the context of the process on the CPU:
# pid == $target selects the samples of a busy -c process, whose execname
# is its command's.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
profile-1ms /pid == $target/ { printf("sampled %s\n", execname); exit(0); }' \
    -c "awk 'BEGIN { for (i = 0; i < 2e7; i++) s += i }'"
