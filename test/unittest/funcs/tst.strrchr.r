[orld] [hello world] [ld]
[/libc.so] [a]

