""              ""              1 0 0 1 0 1
""              "a"             0 1 1 1 0 0
"a"             ""              0 1 0 0 1 1
"a"             "a"             1 0 0 1 0 1
"a"             "b"             0 1 1 1 0 0
"b"             "a"             0 1 0 0 1 1
"ab"            "abc"           0 1 1 1 0 0
"abc"           "ab"            0 1 0 0 1 1
"abc"           "abd"           0 1 1 1 0 0
"abd"           "abc"           0 1 0 0 1 1
"B"             "a"             0 1 1 1 0 0
"hello world"   "hello world"   1 0 0 1 0 1
"hello world"   "hello worlds"  0 1 1 1 0 0

