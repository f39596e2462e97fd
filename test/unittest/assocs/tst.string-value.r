[uno] [two] 1

