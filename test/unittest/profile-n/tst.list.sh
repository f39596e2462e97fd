#!/bin/bash
#
# ASSERTION: -l -P profile lists DTrace's default profile probes, with an
# empty module and function.
#
dtrace=${1:-$DTRACE}

$dtrace -l -P profile
