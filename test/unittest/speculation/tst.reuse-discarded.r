new 1

