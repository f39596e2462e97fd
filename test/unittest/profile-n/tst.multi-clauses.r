first 1
second 1
first 2
second 2
first 3
second 3

