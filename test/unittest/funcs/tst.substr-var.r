[bcd]
[bc]
3
[fgh]
[cde]

