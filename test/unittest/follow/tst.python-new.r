dtrace exit 0
     18 own 16
