dtrace exit 0
     12 10
