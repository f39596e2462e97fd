
  updated                                                          50
  stays                                              9223372036854775807
  stays                                              -9223372036854775808
  updated                                                         -50
