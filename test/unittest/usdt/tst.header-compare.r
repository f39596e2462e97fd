same
9
