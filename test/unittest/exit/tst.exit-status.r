exit(0) -> 0
exit(1) -> 1
exit(3) -> 3
exit(42) -> 42
