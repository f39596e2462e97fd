tick-10ms fired 3 times

