#!/bin/bash
#
# ASSERTION: -l lists pid probes as DTrace does: the header, then one line
# per probe in the "%5d %10s %17s %33s %s" layout (ID PROVIDER MODULE
# FUNCTION NAME), the provider pidPID, the module the executable's name
# (a.out is an alias), each function once: go and its aliases _go and __go
# are one function named go (DTrace prefers fewer leading underscores), and
# an alias named exactly is replaced by it (with or without a module).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

list() {	# list DESCRIPTION...: the header, then MODULE FUNCTION NAME
	local args=() d
	for d in "$@"; do args+=(-n "$d"); done
	$dtrace -l "${args[@]}" -c "$TRIGGERS/pid-calls 1" | awk '
	NR == 1 { print; next }
	{
		ok = sprintf("%5d %10s %17s %33s %s", $1, $2, $3, $4, $5) == $0 &&
		    $2 ~ /^pid[0-9]+$/
		print $3, $4, $5, ok ? "(layout ok)" : "(BAD LAYOUT: " $0 ")"
	}'
}

echo "== a.out, every function and name"
list 'pid$target:a.out::'
echo "== a.out:*go:"
list 'pid$target:a.out:*go:'
echo "== exact aliases"
list 'pid$target:a.out:__go:entry' 'pid$target::_go:return'
