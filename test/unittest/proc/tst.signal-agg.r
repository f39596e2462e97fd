generate 12 1
generate 17 1
send 12 1
send 17 1

status 0
