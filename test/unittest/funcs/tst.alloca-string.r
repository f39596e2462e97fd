a/b b

