parent 1 3
child 2 5

