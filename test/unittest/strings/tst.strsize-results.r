[abcdef] [bcdef] [ABCDEF]
[abcdef] [123456] [abc]
[bcdef] [cdef] [/a]
[abcdef] 6 5

