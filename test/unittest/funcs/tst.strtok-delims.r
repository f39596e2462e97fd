[a][b][	c][d]
[foo] [f] [bar] [foo]

