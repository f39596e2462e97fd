tick-10MS fired 3 times

