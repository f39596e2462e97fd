sum 3
