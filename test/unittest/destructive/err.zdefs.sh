#!/bin/bash
#
# ASSERTION: a destructive clause needs -w even when (with -Z) its
# description matches no probe yet: a library loaded later could make it
# match, and it would then run.
#
dtrace=${1:-$DTRACE}
$dtrace -Z -qn 'nosuchprov$target:::nothing { raise(9); }' -n 'BEGIN { exit(0); }'
