[DCBA]

