openat return 1
write entry 1
write entry again 1
write return 1
getppid entry 10

