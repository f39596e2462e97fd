#!/bin/bash
#
# ASSERTION: the same application built with systemtap's dtrace -h and -G
# (the python script of systemtap-sdt-dev, run here only to build the
# test program) is traced the same way as with ours.
#
# @@timeout: 60
. "$(dirname "$0")/lib.sh"
stap=/usr/bin/dtrace
if ! head -n 1 "$stap" 2>/dev/null | grep -q python; then
	echo "systemtap-sdt-dev's dtrace script is not installed"
	exit 77
fi
build_shop "$stap"
trace_shop "$DTRACE"
