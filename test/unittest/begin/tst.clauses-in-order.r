one
two
three

