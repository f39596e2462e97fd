first 1
second 1

