# Helper for the pid tests (sourced): ret_offsets BINARY FUNCTION prints,
# one a line, in hex without 0x, the offsets in FUNCTION of its ret
# instructions as objdump disassembles them (binutils, in the tests only).
ret_offsets() {
	local start= addr op
	objdump -d --no-show-raw-insn "$1" | while read -r addr op _; do
		if [ -z "$start" ]; then
			[ "$op" = "<$2>:" ] && start=$((16#$addr))
			continue
		fi
		[ -z "$addr" ] && break
		case $op in ret*) printf '%x\n' $((16#${addr%:} - start)) ;; esac
	done
}
