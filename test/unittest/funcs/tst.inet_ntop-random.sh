#!/bin/bash
#
# ASSERTION: inet_ntop() and inet_ntoa6() agree with a model of DTrace's
# IPv6 formatting (inet6.py beside this test) on addresses made of random
# groups, most of them zero so that runs of zeros, IPv4-mapped and
# IPv4-compatible addresses come up often.  The seed is fixed: the
# addresses are the same every run.
#
# @@timeout: 120
dir=$(dirname "$0")
command -v python3 >/dev/null || { echo "python3 is not installed"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 6 addresses a script: each clause formats two strings in about 3300
# instructions, and a program must stay within 32767 for its jumps.
for first in 0 6 12 18 24 30 36 42 48 54; do
	python3 "$dir/inet6.py" script $first 6 >"$tmp/t.d" || exit 1
	python3 "$dir/inet6.py" expect $first 6 >"$tmp/exp" || exit 1
	"$DTRACE" -q -s "$tmp/t.d" >"$tmp/out" || exit 1
	diff "$tmp/exp" "$tmp/out" || exit 1
done
