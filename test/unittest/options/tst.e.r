status 0
status 1
