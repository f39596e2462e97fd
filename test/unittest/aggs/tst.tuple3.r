
  c                                                         0  w                                                                 1
  a                                                         1  z                                                                 5
  a                                                         2  y                                                                 5
  b                                                         1  x                                                                 5
