1 thread one's string
3 main's own string
2 thread two's string

exit 0
