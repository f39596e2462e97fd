before discard
after discard

