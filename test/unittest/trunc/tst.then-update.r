
  x                                                                 1
