
  b                                                               -20
  a                                                                 0
  a                                                                -3
  b                                                                 0
