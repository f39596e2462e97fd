
glob* pid-calls go entry 1
pidPID pid-calls add8 entry 3
pidPID pid-calls square return 3
dtrace exit 0
