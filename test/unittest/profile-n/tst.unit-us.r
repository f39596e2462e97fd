tick-10000us fired 3 times

