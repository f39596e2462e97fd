[thread] []
[local]

