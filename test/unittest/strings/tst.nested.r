[xabcdefghijkl]
[RACE/A]
[8]

