#!/bin/bash
#
# ASSERTION: A description that names a profile probe with any of DTrace's
# units creates it (listing does not wait for minutes, hours or days).
#
dtrace=${1:-$DTRACE}

args=()
for u in ns nsec us usec ms msec s sec m min h hour d day hz NSEC Ms Hz; do
	case $u in
	n*|N*) n=300000 ;;
	u*) n=300 ;;
	m*|M*) n=3 ;;
	hz|Hz) n=50 ;;
	*) n=1 ;;
	esac
	args+=(-n "profile:::tick-$n$u" -n "profile-$n$u")
done
$dtrace -l "${args[@]}"
