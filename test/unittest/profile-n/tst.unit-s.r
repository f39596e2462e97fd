tick-1s fired 3 times

