ticks 1 all with this thread 1

status 0
