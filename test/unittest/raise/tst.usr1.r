raised in 1

caught SIGUSR1 in iteration 1
done
