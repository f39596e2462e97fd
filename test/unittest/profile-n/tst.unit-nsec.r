tick-10000000nsec fired 3 times

