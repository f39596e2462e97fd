pid entry 5, arg0 sum 10
stapsdt 5, arg0 sum 10
pid return 5

dtrace exit 0
