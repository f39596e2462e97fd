exec [/bin/echo] 9
lwpsinfo copy 1

status 0
