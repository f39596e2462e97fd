# Sourced by tests that stop dtrace: wait_exit PID SECONDS waits until
# process PID (a child of the test) has exited, at most SECONDS; 0 if it
# has, 1 if it still runs then (the test says what it expected).
wait_exit() {
	local i
	for i in $(seq $(($2 * 10))); do
		kill -0 $1 2>/dev/null || return 0
		sleep 0.1
	done
	! kill -0 $1 2>/dev/null
}
