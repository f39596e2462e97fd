[thread] 1
[local]

