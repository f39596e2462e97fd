ticks 1 all on this cpu 1

status 0
