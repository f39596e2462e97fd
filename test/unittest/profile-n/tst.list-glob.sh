#!/bin/bash
#
# ASSERTION: A glob matches the probes that exist; it creates none.
#
dtrace=${1:-$DTRACE}

$dtrace -l -n 'profile:::tick-*'
