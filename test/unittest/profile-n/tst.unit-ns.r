tick-10000000ns fired 3 times

