#!/bin/bash
#
# ASSERTION: A probe created for one description exists for the next one in
# the same run (a glob then matches it); the same interval in other units is
# another probe.
#
dtrace=${1:-$DTRACE}

$dtrace -l -n profile:::tick-1sec -n tick-1000ms -n 'profile:::tick-1[0s]*'
