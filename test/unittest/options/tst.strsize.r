abcdefg|
0123456|

