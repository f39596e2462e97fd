[abcde] [bcde] [ABCDE]
[abcde] [12345] [ab]
[bcde] [cde] [/a]
[abcde] 5 -1

