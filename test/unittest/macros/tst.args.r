6 foo 5

