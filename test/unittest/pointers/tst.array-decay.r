10 13 12
11 hi 104
3 4
abcdefg
10 11

