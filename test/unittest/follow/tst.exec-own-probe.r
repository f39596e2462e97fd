dtrace exit 0
      1 own 288
