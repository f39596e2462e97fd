[hello] 5
[HELLO] [hello world] [ell]
1 1 2
[llo] [lo]

