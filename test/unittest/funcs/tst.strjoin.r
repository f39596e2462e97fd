[foobar] [bar] [foo] []
[dtraceBEGIN]

