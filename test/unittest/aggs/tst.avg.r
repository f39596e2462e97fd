
                1
  neg                                                              -4
  pos                                                              20
