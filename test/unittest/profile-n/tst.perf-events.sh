#!/bin/bash
#
# ASSERTION: A profile probe is one CPU clock perf event per online CPU and
# a tick probe one, each with a BPF link; dtrace stops cleanly on SIGINT.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

# Job control, so that the background dtrace does not ignore SIGINT.
set -m
ncpus=$(getconf _NPROCESSORS_ONLN)
$dtrace -qn 'profile-97 { } tick-1 { }' >/dev/null &
pid=$!
# Attached when the ring buffer's epoll fd exists (dtrace_go makes it after).
for i in $(seq 100); do
	ls -l /proc/$pid/fd 2>/dev/null | grep -q 'eventpoll' && break
	sleep 0.1
done
events=$(ls -l /proc/$pid/fd | grep -c 'anon_inode:\[perf_event\]')
links=$(ls -l /proc/$pid/fd | grep -c 'anon_inode:bpf_link')
kill -INT $pid
wait $pid
status=$?
echo "perf events: $((events - ncpus)) + ncpus"
echo "links: $((links - ncpus)) + ncpus"
exit $status
