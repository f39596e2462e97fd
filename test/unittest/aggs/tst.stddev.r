
                3
  one                                                               0
  neg                                                             216
