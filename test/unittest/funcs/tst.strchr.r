[o world] [hello world] [d]
[/b/c] [bc]

