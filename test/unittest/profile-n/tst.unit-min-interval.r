tick-200us fired 3 times

