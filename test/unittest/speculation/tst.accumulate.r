principal
one
two
three

