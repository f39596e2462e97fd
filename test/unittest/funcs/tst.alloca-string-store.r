abc 32

