
  x                                                                 6
  y                                                                 9
