dtrace: failed to set -x version: Requested version conflicts with earlier setting
status 1
dtrace: invalid probe specifier BEGIN { trace(htons(1)); exit(0); }: in action list: undefined function name: htons
status 1
256
status 0
