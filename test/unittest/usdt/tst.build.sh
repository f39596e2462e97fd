#!/bin/bash
#
# ASSERTION: an application built with our dtrace -h and -G (shop.d,
# shop.c) is traced with exact values; its is-enabled macro is true only
# while the probe is traced.
#
# @@timeout: 60
. "$(dirname "$0")/lib.sh"
build_shop "$DTRACE"
trace_shop "$DTRACE"
