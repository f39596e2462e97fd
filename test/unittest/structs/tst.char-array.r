hello 3

