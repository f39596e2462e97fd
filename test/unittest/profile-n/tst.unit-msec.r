tick-10msec fired 3 times

