tick-1sec fired 3 times

