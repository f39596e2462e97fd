4 1 11
7 7
[abcdefg] [1234567]
[abcdefg] [cdefg]
abcdefg

