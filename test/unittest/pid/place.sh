# Sourced by the pid placement tests (tst.place-*.sh): bin, the trigger
# pid-place; log, a file (NAME.PID in $TMPDIR) for a run's DTRACE_DEBUG
# output, which the test removes; placements PATTERN, the placements the
# log names for pid-place's probes whose FUNCTION:NAME matches the sed
# pattern PATTERN, a line each ("FUNCTION:NAME: where").
bin=$TRIGGERS/pid-place
log=${TMPDIR:-/tmp}/$(basename "$0" .sh).$$

placements() {
	sed -n "s/^libdtrace DEBUG: pid: pid[0-9]*:pid-place:\\($1\\) /\\1 /p" "$log"
}
