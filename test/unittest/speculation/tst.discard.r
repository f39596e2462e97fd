after discard

