#!/bin/bash
#
# ASSERTION: aggregations in signal probes (which run with interrupts off)
# and on a tracepoint that two programs share keep every key: signal-send
# and sdt:signal::signal_generate both count the shell's USR2 to itself
# and the SIGCHLD of its exit, with no aggregation drop (the maps are
# preallocated when such probes are enabled).
#
# Run by test/runtest.sh as: bash tst.signal-agg.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -qn '
sdt:signal::signal_generate /progenyof($target)/ { @g[args[0]] = count(); }
proc:::signal-send /progenyof($target)/ { @s[args[2]] = count(); }
END { printa("generate %d %@d\n", @g); printa("send %d %@d\n", @s); }' \
    -c "/bin/sh -c 'trap true USR2; kill -USR2 \$\$; exit 0'" 2>&1
echo "status $?"
