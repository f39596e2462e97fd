[lib] [/]
[b] [/a]

