
  AB                                                                1
  ab                                                                3
