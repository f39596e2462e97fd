-1 -2 -3 4000000000 string
BEGIN -5 6 ff A     7|8    |

