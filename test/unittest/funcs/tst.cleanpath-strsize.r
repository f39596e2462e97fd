[/abcdefghijk]
[/a/b/c/d/.]
[/def]

