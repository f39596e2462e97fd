#!/bin/bash
# ASSERTION: the pages tst.untouched.d reads are really not present when
# its probes fire: with DTRACE_NO_SLEEPABLE (uprobe programs loaded not
# sleepable, bpf_probe_read_user as before) each read is DTrace's
# "invalid address" fault.  (Addresses, ids and the pid vary: masked.)
#
# @@timeout: 120

DTRACE_NO_SLEEPABLE=1 $DTRACE -qs "$(dirname "$0")/tst.untouched.d" \
    -c "$TRIGGERS/copyin-untouched" 2>&1 >/dev/null |
    sed -E 's/\(ID [0-9]+: /(ID N: /; s/(copyin|pid)[0-9]+:/\1PID:/;
	s/address \(0x[0-9a-f]+\)/address (ADDR)/' | grep -v '^$'
