status 0

exit CLD_KILLED
handle sig 10 (SIGUSR1 1)
