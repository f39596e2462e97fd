[uno] [two] []

