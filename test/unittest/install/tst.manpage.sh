#!/bin/bash
#
# ASSERTION: doc/dtrace.8 renders without warnings (groff -ww, man -l) and
# documents every option of the command's usage message.
#
top=$(cd "$(dirname "$0")/../../.." && pwd)
page=$top/doc/dtrace.8
if ! command -v groff >/dev/null; then
	echo "groff is not installed"
	exit 77
fi
groff -ww -man -Tutf8 "$page" 2>&1 >/dev/null
MANWIDTH=80 man -l "$page" 2>&1 >/dev/null
text=$(MANWIDTH=80 man -l "$page" 2>/dev/null)
# every option "\t-X  ..." of dtrace's usage must be a tagged paragraph
for opt in $($DTRACE 2>&1 | sed -n 's/^\t\(-[0-9A-Za-z]*\) .*/\1/p'); do
	grep -Eq -- "^       (-[0-9]+, )?$opt\b" <<< "$text" || echo "missing $opt"
done
for sect in NAME SYNOPSIS DESCRIPTION OPTIONS PROVIDERS "OUTPUT FORMATS" \
    "APPLICATION PROBES" "EXIT STATUS" EXAMPLES; do
	grep -q "^$sect\$" <<< "$text" || echo "missing section $sect"
done
echo done
