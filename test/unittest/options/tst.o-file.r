status 0
first
second

