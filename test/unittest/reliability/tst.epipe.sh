#!/bin/bash
#
# ASSERTION: when dtrace's standard output is a pipe whose reader goes away
# (`dtrace ... | head -3`), dtrace stops tracing and exits 0 without a
# word on stderr (no "Broken pipe", no death by SIGPIPE), and the -c
# command does not outlive it.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
err=$(mktemp)
$dtrace -qn 'test_prov$target:::loop { printf("%d\n", arg0); }' \
    -c "$TRIGGERS/sdt-loop 100000000 0" 2>"$err" | head -3
echo "dtrace exit status ${PIPESTATUS[0]}"
echo "stderr: $(wc -c < "$err") bytes"
sleep 0.2
# Only this test's sdt-loop (its own path and arguments): other test runs
# may have theirs running at the same time.
echo "sdt-loop processes left: $(pgrep -c -f "^$TRIGGERS/sdt-loop 100000000 0$")"
rm -f "$err"
