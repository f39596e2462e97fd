[/abcdefghij]
[/a/b/c/d/]
[/def]

