-10 [abcde] []
 -8 [abcde] []
 -7 [abcde] [a]
 -6 [abcde] [ab]
 -5 [abcde] [abc]
 -4 [bcde] [bcd]
 -2 [de] [de]
 -1 [e] [e]

