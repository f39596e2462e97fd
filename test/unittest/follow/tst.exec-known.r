dtrace exit 0
     18 16
