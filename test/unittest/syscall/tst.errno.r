write(-1, 1) errno at entry 0
write returned -9 errno 9
getppid errno 0: 10

