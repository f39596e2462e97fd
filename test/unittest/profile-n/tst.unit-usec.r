tick-10000usec fired 3 times

