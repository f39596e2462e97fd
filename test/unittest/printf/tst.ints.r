42 -42 42
ff FF 10
4294967295 ffffffff

