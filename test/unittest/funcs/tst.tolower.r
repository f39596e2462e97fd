[hello, world! 123] [] [abc xyz @[`{ abc]
[begin]

