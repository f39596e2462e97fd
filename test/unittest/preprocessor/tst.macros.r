hello 42 1

