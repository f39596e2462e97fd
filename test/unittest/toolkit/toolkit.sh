# toolkit.sh: sourced by this directory's tests (with $dtrace set).
#
# toolkit_run SCRIPT HOW [ARG]: start $TRIGGERS/rw-signal, wait until it
# waits for SIGUSR1, run `$dtrace -s SCRIPT PID [ARG]` in the background
# until it prints its header, then let the trigger run; HOW is "exit" (the
# script exits by itself) or "term" (the trigger's end is followed by
# SIGTERM, as a user's Ctrl-C: a background job ignores SIGINT).  Prints the script's output, the trigger's pid
# replaced by PID, and "status N".

toolkit_run() {
	local script=$1 how=$2 tmpd tpid dpid end
	shift 2
	tmpd=$(mktemp -d /tmp/toolkit.XXXXXX)
	mkfifo "$tmpd/ready"
	"$TRIGGERS/rw-signal" "$tmpd/file" > "$tmpd/ready" &
	tpid=$!
	read -r _ < "$tmpd/ready"
	end=$((SECONDS + 120))	# until it sleeps in sigwaitinfo()
	until [ "$(awk '{ print $3 }' /proc/$tpid/stat)" = S ] ||
	    [ $SECONDS -ge $end ]; do
		sleep 0.05
	done
	$dtrace -s "$script" $tpid "$@" > "$tmpd/out" 2>&1 &
	dpid=$!
	end=$((SECONDS + 120))	# until its header is out
	until [ -s "$tmpd/out" ] || [ $SECONDS -ge $end ] ||
	    ! kill -0 $dpid 2>/dev/null; do
		sleep 0.05
	done
	kill -USR1 $tpid
	wait $tpid
	if [ "$how" = term ]; then
		sleep 0.5
		kill -TERM $dpid
	fi
	wait $dpid
	echo "status $?"
	sed "s/\\b$tpid\\b/PID/g; s,$tmpd,TMP,g" "$tmpd/out"
	rm -rf "$tmpd"
}
