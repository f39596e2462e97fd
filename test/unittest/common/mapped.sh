# mapped.sh (sourced): wait_mapped PID PATTERN waits, at most 120 s by the
# clock, until process PID maps a file whose path matches PATTERN (a grep
# pattern on /proc/PID/maps): a process started in the background has
# exec'd and loaded its libraries, whatever the load of the machine.
# Fails (1) if the time runs out or PID exits first.
wait_mapped() {
	local end=$((SECONDS + 120))
	until grep -q -- "$2" "/proc/$1/maps" 2>/dev/null; do
		if ! kill -0 "$1" 2>/dev/null || [ $SECONDS -ge $end ]; then
			echo "process $1 did not map $2" >&2
			return 1
		fi
		sleep 0.02
	done
}
