from-child

