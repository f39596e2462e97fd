
  other                                                             0
  k                                                                 1
